// Marks, rules and small print on a name's row read at the name's scale come out as short tokens of
// signs or a letter or two stuck before or after the name ("w= 緒方雄一郎", "真鍋 絵美 <=", "小鳥遊” 慎之介"):
// a title or a reading printed small beside the name, or the card's edge. They hide a kanji name from the
// name rules, and the romaji line under it is taken instead.

/** A token of signs and Latin letters, no digit, kana or kanji: "=", "w=", "we", "<=", "|", "Ek". */
const NOISE_TOKEN = /^[^\p{N}\u3040-\u30FF\u3400-\u9FFF々〆ヶ]{1,3}$/u
/** Signs glued to a kanji word's ends ("小鳥遊”"): never part of a name; 々 and ヶ are letters, not signs. */
const GLUED_SIGNS = /(?<=[\u3400-\u9FFF々〆ヶ])[^\p{L}\p{N}\s]+$|^[^\p{L}\p{N}\s]+(?=[\u3400-\u9FFF々〆ヶ])/gu

/** At most two letters: "ees" or "Bob" may be a word. */
export const isNoiseToken = (token: string) => NOISE_TOKEN.test(token) && (token.match(/[A-Za-z]/g) ?? []).length <= 2

/**
 * The line with short noise tokens taken off its ends and signs off its kanji words, when that leaves a
 * kanji run shaped like a whole name: two words (the first in kanji), or one kanji word of four characters or more. A lone sign beside
 * a short run ("小鳥遊 &") may be a misread glyph of the name and stays, so that no half name is taken.
 */
export function stripNameNoise(line: string): string {
  if (!/[\u3400-\u9FFF]/.test(line)) return line
  const words = line.split(' ')
  let start = 0
  let end = words.length
  while (start < end && isNoiseToken(words[start])) start++
  while (end > start && isNoiseToken(words[end - 1])) end--
  const core = words.slice(start, end).map((w) => w.replace(GLUED_SIGNS, ''))
  if (core.length === words.length && core.every((w, i) => w === words[i])) return line
  const kanji = (w: string) => /^[\u3400-\u9FFF々〆ヶ]+$/.test(w)
  // A given name may be printed in kana (長谷部 さくら).
  const named = core.length === 2 ? kanji(core[0]) && /^[\u3041-\u30FA\u30FC\u3400-\u9FFF々〆ヶ]+$/.test(core[1]) : core.length === 1 && kanji(core[0]) && core[0].length >= 4
  return named ? core.join(' ') : line
}
