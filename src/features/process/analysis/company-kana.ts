import { foldRomaji, kanaToRomaji } from './kana-romaji'

// The engine now and then reads a kana twice (ハルルカゼ for ハルカゼ), sure of both. A company's name
// in romaji is often its e-mail domain or web address: when the kana word read once matches a word of
// it and the word as read does not, the doubled kana was the misread.

/** The company with a kana read twice read once, where the card's domain spells it so; else as read. */
export function undoubleAgainst(company: string, romaji: string[]): string {
  const words = romaji.flatMap((r) => r.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4).map(foldRomaji)
  if (!words.length) return company
  const spelt = (kana: string) => {
    const k = foldRomaji(kanaToRomaji(kana))
    return k.length >= 4 && words.some((w) => w.includes(k))
  }
  return company.replace(/[\u30A1-\u30FAー]{3,}/g, (run) => {
    if (spelt(run)) return run
    const once = new Set([...run].flatMap((c, i) => (i && c === run[i - 1] && c !== 'ー' ? [run.slice(0, i) + run.slice(i + 1)] : [])))
    const found = [...once].filter(spelt)
    return found.length === 1 ? found[0] : run
  })
}
