// A given name whose reading ends in こ (Kanako, のりこ) is written with 子 at its end; small and set at
// the name's end, that 子 is the glyph the engine loses (楠 加奈 for 楠 加奈子) or reads as a look-alike
// (典了). The reading the card prints, in kana or in romaji, puts it back; the office checks the name.

/** Glyphs 子 is read as. */
const KO_LOOKALIKES = /[了予孑于千]$/
/** A reading that ends in こ without 子: 彦 (hiko: 康彦). */
const HIKO = /(?:hiko|ひこ|ヒコ)$/i

/** The given name's reading from the printed reading (its last word) or a romaji name line ('KUSUNOKI Kanako', 'Noriko Sakurai'). */
function givenReadings(kana: string, latinLines: string[]): string[] {
  const fromKana = kana.trim() ? [kana.trim().split(/\s+/).pop()!] : []
  // Only where the family name is in capitals ('KUSUNOKI Kanako', 'Kanako KUSUNOKI'): in 'Yuki Kaneko'
  // the word ending in ko may be the family name's (金子).
  const fromLatin = latinLines.flatMap((line) => {
    const words = line.trim().split(/\s+/)
    return words.length === 2 && words.some((w) => /^[A-Z]{2,}$/.test(w)) ? words.filter((w) => /^[A-Z][a-z]+$/.test(w)) : []
  })
  return [...fromKana, ...fromLatin]
}

/** The name with its lost or misread 子 put back, when its reading ends in こ (or its 一, in いち); else the name as it is. */
export function restoreLostKo(name: string, kana: string, latinLines: string[]): string {
  // 湖, 胡 and 瑚 are read こ too (莉湖).
  if (!/[\u3400-\u9FFF々]$/.test(name) || /[子湖胡瑚]$/.test(name)) return name
  const readings = givenReadings(kana, latinLines)
  const ko = readings.some((r) => /(?:ko|こ|コ)$/i.test(r) && !HIKO.test(r))
  if (ko) return KO_LOOKALIKES.test(name) ? name.replace(KO_LOOKALIKES, '子') : `${name}子`
  // So is 一 of a given name read -ichi (純一, 健一: Junichi KINJO), thin and last, after a given name read as one kanji.
  const ichi = readings.some((r) => /^[a-z]{2,}ichi$|^[\u3041-\u3096]{2,}いち$|^[\u30A1-\u30FA]{2,}イチ$/i.test(r))
  return ichi && /\s[\u3400-\u9FFF]$/.test(name) && !/[一市壱]$/.test(name) ? `${name}一` : name
}
