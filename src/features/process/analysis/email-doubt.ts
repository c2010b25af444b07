import { distance, foldRomaji, kanaToRomaji } from './kana-romaji'

// An e-mail's local part is most often the holder's name in romaji, which the card also prints as its
// reading (あきやま) or its name in letters (Tsubasa AKIYAMA). A local part one letter off that name,
// in a spelling no romaji has (akivama, tsujil), is the address misread, however sure the engine was.

/** A word spelt in romaji syllables, doubled consonants (hattori) and the long ō (itoh) included. */
const ROMAJI = /^(?:(?:[kgszdtnhbpmr]y?|sh|ch|ts|j|f|w|y)?[aiueo]h?|n|([kstpcgzdbmfhrj])(?=\1))+$/

/** The names the card gives in letters: each word of the reading in romaji, and the words of a name line in letters. */
export function namesInLetters(reading: string | undefined, latinNames: string[]): string[] {
  const words = (reading ?? '').split(/\s+/).filter(Boolean).map(kanaToRomaji)
  // A reading printed without its space (すずきりょう) is compared whole too.
  if (words.length === 1 || (reading && !/\s/.test(reading.trim()))) words.push(kanaToRomaji(reading ?? ''))
  return [...words, ...latinNames.flatMap((l) => l.toLowerCase().split(/[^a-z]+/))].filter((w) => w.length >= 3).map(foldRomaji)
}

/**
 * Whether a word of the local part is one letter off a name of the card, not that name, and no romaji:
 * the letter was misread (akivama for akiyama, tsujil5 for tsuji15). An initial glued on (kakiyama) is
 * allowed for; a local part that is some other word (info, sales) says nothing.
 */
export function localPartMisread(email: string, names: string[]): boolean {
  if (!names.length) return false
  const local = email.split('@')[0].toLowerCase()
  return local
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !ROMAJI.test(w))
    .some((w) => {
      const forms = [w, w.slice(1), w.slice(0, -1)].map(foldRomaji)
      if (forms.some((f) => names.some((n) => f.includes(n)))) return false
      // m read as rn (kodarna) is two letters off, and the engine's commonest slip in letters.
      const mended = foldRomaji(w.replace(/rn/g, 'm'))
      return names.some((n) => mended.includes(n)) || forms.some((f) => names.some((n) => n.length >= 4 && distance(f, n) === 1))
    })
}

/** A local part that is an initial glued to a name of the card (ksaito beside さいとう こうへい): a form people choose, not a lost dot. */
export function initialBeforeName(email: string, names: string[]): boolean {
  const local = email.split('@')[0].toLowerCase()
  return /^[a-z]{4,}$/.test(local) && names.some((n) => foldRomaji(local.slice(1)) === n) && names.some((n) => n.startsWith(foldRomaji(local[0])))
}

/** A local part made of names the card gives in letters, where the dot falls if it has one (daisuke, naoki.hashimoto). */
export function localPartIsNames(email: string, names: string[]): boolean {
  const words = email.split('@')[0].toLowerCase().split(/[^a-z]+/).filter(Boolean)
  return words.length > 0 && words.every((w) => names.includes(foldRomaji(w)))
}

/**
 * Whether the card reads the e-mail a second time, independently: its local part is names the card gives
 * in letters (an initial or digits beside them allowed: k.ogata48, khasumi), its domain that of the web address.
 */
export function emailConfirmed(email: string, names: string[], website: string | undefined): boolean {
  const [local = '', domain = ''] = email.toLowerCase().split('@')
  const host = (website ?? '').toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').split('/')[0]
  if (!host || !(domain === host || domain.endsWith(`.${host}`))) return false
  const words = local.split(/[^a-z]+/).filter(Boolean)
  const named = (w: string) => names.includes(foldRomaji(w)) || (w.length > 3 && names.includes(foldRomaji(w.slice(1))))
  return words.some(named) && words.every((w) => w.length === 1 || named(w))
}

/** Whether every part of the reading is spelt in letters elsewhere on the card (the e-mail, a name line): read twice. */
export function readingConfirmed(reading: string, letters: string[]): boolean {
  const parts = reading.split(/\s+/).filter(Boolean).map((p) => foldRomaji(kanaToRomaji(p)))
  const held = letters.map(foldRomaji)
  return parts.length > 0 && parts.every((p) => p.length >= 2 && held.some((l) => l.includes(p)))
}

/** A digit's look-alike letter against a digit (tsujil5 for tsuji15): names in romaji never end or start so. */
export const digitLookAlike = (email: string) => /[lI]\d|\d[lI]/.test(email.split('@')[0])
