// One person, one name per language (issue 20 item 6). A Japanese UI shows the kanji, family name
// first (佐藤 陽翔); every other UI shows the romaji, given name first (Haruto Sato), derived from
// the kana reading. Initials come from the name shown. Every screen and the worker's search use this.
import { kanaToRomajiWords } from './romaji'

/** A name as stored: written form, family name first, and its reading (kana), both space-separated. */
export type NameSource = { name: string; kana: string }

/** Anything with a name: a person or name card, a product user, a signed-in account, or a {name, kana} pair. */
export type Named =
  | NameSource
  | { fullName: string; person?: NameSource }
  | { full_name: string; full_name_kana?: string | null }
  | { last_name: string; first_name: string; last_name_kana?: string | null; first_name_kana?: string | null }

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ')

/** The stored name and reading of a person, name card, user or {name, kana}. */
export function nameSource(named: Named): NameSource {
  // A signed-in account: its product user's name when linked, else the account's own name.
  if ('fullName' in named) return named.person ? nameSource(named.person) : { name: named.fullName.trim(), kana: '' }
  if ('full_name' in named) return { name: named.full_name.trim(), kana: (named.full_name_kana ?? '').trim() }
  if ('last_name' in named) return { name: join(named.last_name, named.first_name), kana: join(named.last_name_kana, named.first_name_kana) }
  return { name: named.name.trim(), kana: named.kana.trim() }
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u

/** "佐藤 陽翔" / "サトウ ハルト" → "Haruto Sato". Empty when there is no reading to derive it from. */
export function romajiName(named: Named): string {
  const { name, kana } = nameSource(named)
  if (name && !JAPANESE.test(name)) return name
  const words = kanaToRomajiWords(kana)
  // A Japanese reading is family name first; in a Latin script the given name comes first.
  return words.length > 1 ? [...words.slice(1), words[0]].join(' ') : (words[0] ?? '')
}

const isJapanese = (locale: string) => locale === 'ja' || locale.startsWith('ja-')

/** The name as shown in `locale`: kanji (family first) in Japanese, romaji (given first) elsewhere. */
export function displayName(named: Named, locale: string): string {
  const { name } = nameSource(named)
  if (isJapanese(locale)) return name
  return romajiName(named) || name
}

/**
 * The other form, for a second line under the name: the reading in Japanese (サトウ ハルト), the kanji
 * elsewhere (佐藤 陽翔). Empty when it would repeat the shown name.
 */
export function secondaryName(named: Named, locale: string): string {
  const { name, kana } = nameSource(named)
  const shown = displayName(named, locale)
  const other = isJapanese(locale) ? kana : name
  return other && other !== shown ? other : ''
}

/**
 * Initials of a shown name: the first character of the family name for a Japanese name (佐藤 陽翔 → 佐),
 * the first letters of the first and last word otherwise (Haruto Sato → HS).
 */
export function initialsOf(shown: string): string {
  const parts = shown.trim().split(/\s+/u).filter(Boolean)
  const first = parts[0]
  if (!first) return ''
  const head = Array.from(first)[0]!
  if (JAPANESE.test(head)) return head
  const last = parts.length > 1 ? parts[parts.length - 1]! : ''
  return (head + (last ? Array.from(last)[0]! : '')).toUpperCase()
}

/** Every form a name is known by, for search: kanji, reading and romaji in both orders. */
export function nameSearchText(named: Named): string {
  const { name, kana } = nameSource(named)
  const romaji = kanaToRomajiWords(kana)
  return join(name, kana, romaji.join(' '), [...romaji].reverse().join(' '))
}
