import { isEnglishName } from './card-roles'
import { findUrl, readEmail } from './extract-contacts'
import { isHepburn, romajiSpellings } from './kana-romaji'
import { commonGlyphs, normalizeLine } from './ocr-text'

// The engine reads digits for letters in an e-mail's local part and the other way round
// (h.tsujil5 for h.tsuji15, akivama-t for akiyama-t), and misreads domain endings (todaisha.nct).
// The card itself often says what was printed: the reading in kana (つじ はるか → tsuji, haruka), the
// name in romaji on bilingual cards, the company's web address. An address is corrected only where
// such evidence says so, and a corrected one is flagged for the office check (emailCorrected).

/** Glyphs the engine reads for others in small Latin print: the glyph read → what was printed. */
const MISREAD: Record<string, string> = {
  v: 'y', y: 'v', l: 'it1', i: 'lj1', j: 'i', t: 'lf', f: 't', c: 'e', e: 'c', n: 'hm', h: 'n', m: 'n', u: 'v', a: 'o', o: 'a0',
  '1': 'li', '0': 'o', '5': 's', s: '5', '2': 'z', '8': 'b', '6': 'b', '9': 'g', q: 'g', g: 'q',
}
const misread = (read: string, printed: string) => read === printed || (MISREAD[read] ?? '').includes(printed)

/**
 * What the card says an address may hold: name words in romaji, and the web site's host; `pairs` are
 * family and given name together (from a romaji name line, or a reading with a gap), in any order.
 */
export type CardEvidence = { names: string[]; hosts: string[]; latin: string[]; japanese: boolean; pairs: [string, string][] }

/** Kana words of at least two kana, and where a reading has no gap, every split of it (family | given). */
function kanaWords(line: string): string[] {
  const words = line.match(/[\u3041-\u3096\u30A1-\u30FAー]{2,}/g) ?? []
  return words.flatMap((w) => {
    const chars = [...w]
    const splits = chars.length >= 4 && chars.length <= 10 ? chars.slice(2, -1).map((_, i) => [chars.slice(0, i + 2).join(''), chars.slice(i + 2).join('')]) : []
    return [w, ...splits.flat()]
  })
}

export function cardEvidence(lines: string[]): CardEvidence {
  const names = new Set<string>()
  const hosts = new Set<string>()
  const latin = new Set<string>()
  const pairs: [string, string][] = []
  let japanese = false
  for (const raw of lines) {
    const line = normalizeLine(raw)
    if (line.includes('@')) continue
    japanese ||= /[\u3041-\u30FA\u3400-\u9FFF]/.test(line)
    for (const w of line.toLowerCase().match(/[a-z]{3,}/g) ?? []) latin.add(w)
    for (const kana of kanaWords(line)) for (const r of romajiSpellings(kana)) if (r.length >= 3) names.add(r)
    // The romaji name line of a bilingual card (Haruka TSUJI).
    if (isEnglishName(line)) for (const w of line.toLowerCase().split(/[^a-z]+/)) if (w.length >= 3) names.add(w)
    const words = isEnglishName(line) ? line.toLowerCase().split(' ') : []
    if (words.length === 2) pairs.push([words[0], words[1]])
    const reading = /^([\u3041-\u3096\u30A1-\u30FAー]{2,}) ([\u3041-\u3096\u30A1-\u30FAー]{2,})$/.exec(line)
    if (reading) for (const a of romajiSpellings(reading[1])) for (const b of romajiSpellings(reading[2])) pairs.push([a, b])
    const url = findUrl(line)
    if (url) hosts.add(url.replace(/^https?:\/\//, '').replace(/\/.*$/, '').replace(/^www\./, ''))
  }
  return { names: [...names], hosts: [...hosts], latin: [...latin], japanese, pairs }
}

/** Digits at the end of a local part read as letters: "l5" → 15, "ll" → 11 (a lone l or i may be a name's). */
function digitTail(rest: string): string | undefined {
  if (!rest) return ''
  if (!/^[0-9lIi|oO]{1,4}$/.test(rest) || !(/\d/.test(rest) || /^[lI|]{2,}$/.test(rest))) return undefined
  return rest.replace(/[lIi|]/g, '1').replace(/[oO]/g, '0')
}

/**
 * A name in romaji then an l and digits ("hasumil9", "tsujill"): Hepburn has no l, so on a card in
 * Japanese that prints no Latin word ending so (Daniel), the l is the digit one.
 */
function hepburnThenOne(part: string, evidence: CardEvidence): string {
  const m = /^([a-z]+?)(l[\dl]+)$/.exec(part)
  if (!m || !evidence.japanese || !/\d|ll/.test(m[2])) return part
  const word = m[1]
  // The name, or an initial and the name (rtsuji).
  if (word.length < 4 || !(isHepburn(word) || isHepburn(word.slice(1)))) return part
  // A foreign name printed in Latin letters, or in katakana (ダニエル, danieru: the l as r).
  const stems = [word, word.slice(1)]
  if (stems.some((stem) => evidence.latin.some((w) => w.startsWith(`${stem}l`)) || evidence.names.some((w) => w.startsWith(`${stem}r`)))) return part
  return `${word}${m[2].replace(/l/g, '1')}`
}

/**
 * v is no letter of Hepburn romaji: on a Japanese card a word that is romaji once its v are y
 * ('vanagida' for yanagida) had its y read as v in small print, unless the card prints it so in letters.
 */
function vReadForY(part: string, evidence: CardEvidence): string {
  const m = /^([a-z]+)(\d*)$/.exec(part)
  if (!m || !evidence.japanese || !m[1].includes('v') || isHepburn(m[1]) || evidence.latin.some((w) => w.includes(m[1]))) return part
  const y = m[1].replace(/v/g, 'y')
  return y.length >= 4 && isHepburn(y) ? `${y}${m[2]}` : part
}

/** Two name words of the card with a dot read as a letter between them ("aoiiterashima" for aoi.terashima). */
function dotBetweenNames(part: string, names: string[]): string {
  for (const first of names) {
    if (!part.startsWith(first) || !/[il1|]/.test(part[first.length] ?? '')) continue
    const rest = part.slice(first.length + 1)
    if (names.includes(rest)) return `${first}.${rest}`
  }
  return part
}

/**
 * One part of a local part (between dots and hyphens) put right against the name words: an initial,
 * a name word read with at most one glyph misread (two in a long one), and digits.
 */
function fixPart(part: string, names: string[]): string {
  let best: { text: string; misses: number; length: number } | undefined
  for (const name of names) {
    for (const initial of [0, 1]) {
      if (initial && !/^[a-z]/.test(part)) continue
      const core = part.slice(initial, initial + name.length)
      if (core.length !== name.length) continue
      let misses = 0
      for (let k = 0; k < core.length && misses < 3; k++) if (core[k] !== name[k]) misses += misread(core[k], name[k]) ? 1 : 3
      // A misread glyph is believed only in a word long enough not to be another one.
      if (misses > (name.length >= 7 ? 2 : name.length >= 4 ? 1 : 0)) continue
      const tail = digitTail(part.slice(initial + name.length))
      if (tail === undefined) continue
      const text = `${part.slice(0, initial)}${name}${tail}`
      if (!best || misses < best.misses || (misses === best.misses && name.length > best.length)) best = { text, misses, length: name.length }
    }
  }
  return best?.text ?? part
}

/** Domain endings seen on cards; one that is none of them is a misread of one ("nct" for net). */
const ENDINGS = ['jp', 'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'tokyo', 'dev', 'app', 'me', 'tv', 'us', 'uk', 'asia']

function sameButMisread(read: string, printed: string, most: number): boolean {
  if (read.length !== printed.length || read === printed) return false
  let misses = 0
  for (let k = 0; k < read.length; k++) if (read[k] !== printed[k]) misses += misread(read[k], printed[k]) ? 1 : most + 1
  return misses <= most
}

/** How many words of a domain read as romaji ("sankyo-techno" 1, "sankvo-techno" 0). */
const romajiWords = (s: string) => s.split(/[.-]/).filter((w) => w.length >= 3 && isHepburn(w)).length

const IP_WORD = /(?:^|[.-])ip(?:[.-]|$)/

function fixDomainByCard(domain: string, hosts: string[]): string {
  const labels = domain.split('.')
  const last = labels[labels.length - 1]
  // A domain that looks right is left alone, unless the site's host reads as romaji where it does not
  // (sankvo for sankyo): when both look right, either may be the misread one.
  const looksRight = ENDINGS.includes(last) && !labels.some((l) => /[a-z]\d|\d[a-z]/.test(l))
  // The web site printed on the card: the e-mail's domain is it, or a subdomain of it.
  for (const host of hosts) {
    if (domain === host || domain.endsWith(`.${host}`)) return domain
    const end = domain.slice(-host.length)
    const before = domain.slice(0, -host.length)
    // 'ip' as a word of a domain is the j of jp read without its hook ('skygate-ip.biz' beside www.skygate-jp.biz).
    const better = !looksRight || romajiWords(host) > romajiWords(end) || (IP_WORD.test(end) && !IP_WORD.test(host))
    if (better && (before === '' || before.endsWith('.')) && ENDINGS.includes(host.split('.').pop()!) && sameButMisread(end, host, 2)) return `${before}${host}`
  }
  if (!ENDINGS.includes(last)) {
    // A glyph of the ending lost ('ilink-jp.cop' beside www.ilink-jp.co.jp): the site's host, whose name it shares.
    const lost = hosts.find((host) => host.split('.')[0] === labels[0] && isSubsequence(labels.slice(1).join(''), host.split('.').slice(1).join('')))
    if (lost) return lost
    const ending = last === 'corn' ? 'com' : ENDINGS.find((e) => sameButMisread(last, e, 1))
    if (ending) return [...labels.slice(0, -1), ending].join('.')
  }
  return domain
}

/** Whether `part`'s letters stand in `whole` in the same order, some of whole's lost between them. */
function isSubsequence(part: string, whole: string): boolean {
  let k = 0
  for (const c of whole) if (c === part[k]) k++
  return part.length > 0 && k === part.length && part.length < whole.length
}

/**
 * A local part read from its separator on ('.saito66' for h.saito66) lost the initial before it: when
 * it starts with one name of the card's pair (and digits at most), the initial is the other name's.
 */
function restoreInitial(local: string, head: string, pairs: [string, string][]): string {
  const first = local.split(/[._-]/)[0]
  for (const pair of pairs) {
    const k = pair.findIndex((name) => new RegExp(`^${name}\\d*$`).test(first))
    if (k !== -1) return `${pair[1 - k][0]}${head}${local}`
  }
  return local
}

/**
 * The e-mail put right where the card's reading, romaji name or web address says a glyph was misread;
 * `lostHead`: the separator the address was read from (readEmail), whose initial the card may give back.
 */
export function correctEmail(email: string, evidence: CardEvidence, lostHead?: string): string {
  const at = email.indexOf('@')
  if (at === -1) return email
  const fixed = email
    .slice(0, at)
    .split(/([._-])/)
    .map((part, i) => (i % 2 ? part : vReadForY(hepburnThenOne(fixPart(dotBetweenNames(part, evidence.names), evidence.names), evidence), evidence)))
    .join('')
  const local = lostHead ? restoreInitial(fixed, lostHead, evidence.pairs) : fixed
  return `${local}@${fixDomainByCard(email.slice(at + 1), evidence.hosts)}`
}

/**
 * Whether the e-mail is a correction of what a line of the card reads: that line reads as another
 * address, which the card's evidence puts right to this one. The office confirms the correction.
 */
export function emailCorrected(value: string, lines: { text: string }[]): boolean {
  const texts = lines.map((l) => l.text)
  const evidence = cardEvidence(texts)
  return texts.some((t) => {
    const hit = readEmail(t)
    return !!hit && hit.email !== value && correctEmail(hit.email, evidence, hit.lostHead) === value
  })
}

/**
 * The card's address printed twice and read twice, once with a glyph or two lost ('fuji@…' beside
 * 'fujii@…'), or its head lost up to a dot ('mizutani@…' beside 'yukari.mizutani@…'): the reading at
 * the same domain whose local part holds the other's and one or two glyphs more, or the other after a head of
 * letters ('2.a-matsuda@' is a digit of the line before glued on).
 */
export function fullerEmail(email: string, read: string[]): string {
  const [local, domain] = email.split('@')
  if (!domain) return email
  const fuller = read.find((other) => {
    const [l, d] = other.split('@')
    // A separator more is a gap read as a dot ('otsu kak@'), not a glyph the other lost.
    if (d !== domain || l.length <= local.length || l.replace(/[._-]/g, '') === local.replace(/[._-]/g, '')) return false
    return (l.length <= local.length + 2 && l[0] === local[0] && commonGlyphs(l, local) === local.length) || (l.endsWith(local) && /^[a-z]+[._-]$/.test(l.slice(0, -local.length)))
  })
  return fuller ?? email
}
