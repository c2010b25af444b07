import { DASHES, fixDigitLookalikes } from './ocr-text'
import { kanjiPhone, spacedPhones } from './kanji-phone'

// Contact details: e-mail, phone/fax/mobile, web address. Each returns what it found and whether
// the line holds nothing else, so the name and company rules don't look at it again.

// The last label may hold what a lost dot joined to it ("sakura-shojicojp"): fixDomain takes it apart.
const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*[a-z]/i

/** OCR reads digits for letters inside domain words: "examp1e.c0.jp" → "example.co.jp". */
/** City names that head a domain (tokyo.u-link.net): small print reads their y as v, and no such label has a v. */
const CITY_LABELS = new Set(['tokyo', 'kyoto', 'yokohama', 'osaka', 'nagoya', 'kyushu', 'tohoku', 'hokkaido', 'sapporo', 'sendai', 'fukuoka', 'kobe', 'saitama', 'chiba', 'yamagata', 'miyagi'])
const cityLabel = (part: string) => (/v/.test(part) && CITY_LABELS.has(part.replace(/v/g, 'y')) ? part.replace(/v/g, 'y') : part)

function fixDomain(domain: string): string {
  const mended = domain
    .split('.')
    .map(cityLabel)
    .map((part, i, all) => {
      const isTld = i === all.length - 1 || (i === all.length - 2 && part.length <= 3)
      if (isTld || /[a-z]/i.test(part)) {
        const fixed = part.replace(/(?<=[a-z])[0](?=[a-z]|$)|(?<=^)[0](?=[a-z])/gi, 'o').replace(/(?<=[a-z])1(?=[a-z])/gi, 'l')
        // 'ip' is no top-level domain: the j of jp read without its hook.
        return isTld ? (i === all.length - 1 && fixed === 'ip' ? 'jp' : fixed.replace(/0/g, 'o').replace(/1/g, 'l')) : fixed
      }
      return part
    })
    .join('.')
  return restoreDomainDots(mended)
}

/**
 * Dots the engine lost at a domain's end. "orjp" is no top-level domain, ".or.jp" is; with the dot
 * before it lost too it ends a longer label ("ryokufukaiorjp": ryokufukai.or.jp). A hyphen in the last
 * label is no top-level domain either ("minato-nwcom", "canaria-teljp"). A domain whose every dot was
 * lost is put right so too, before the address is looked for at all (it needs a dot to be found).
 */
function restoreDomainDots(domain: string): string {
  return domain
    .replace(/(?:(?<=[a-z0-9-])\.|(?<=(?:^|\.)[a-z0-9-]{3,}))(co|or|ne|ac|go|ed|gr|lg)jp$/i, '.$1.jp')
    .replace(/(?<=(?:^|\.)[a-z0-9]*-[a-z0-9-]*[a-z0-9])(com|net|org|biz|jp)$/i, '.$1')
}

/** A capital L among a domain's letters is an l and the dot after it read as one glyph ("maiLtodaisha.jp"). */
const L_AND_DOT = /(?<=[a-z])L(?=[a-z]{2})/g

/** Domain endings a dot read as a space leaves standing alone: "wakaba-kaikei jp", "aoba co.jp". */
const DOMAIN_END = /^(?:co|ne|or|ac|go|jp|com|net|org|info|biz|io)(?:\.|$)/i

/** The rest of a domain, up to its ending: "i-ss.com", "sakura-shoji.co.jp". */
const DOMAIN_TAIL = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}[.,;]?$/i

/** After the @, a space before a domain ending was a dot: "@wakaba-kaikei jp" → "@wakaba-kaikei.jp". */
function domainDots(fromAt: string): string {
  const words = fromAt.split(/\s+/)
  let out = words[0]
  let k = 1
  // A dot then a space inside the domain ("@sales. momijido.co jp"): the domain goes on while what
  // came before the dot is no ending ("@x.jp. Tel" stops).
  while (k < words.length && /\.$/.test(out) && !/\.(?:jp|com|net|org|info|biz|io)\.$/i.test(out) && /^[a-z0-9]/i.test(words[k])) out += words[k++]
  // Only while the domain is unfinished (no dot yet, or a bare "co"): "@x.jp info" keeps its word apart.
  const unfinished = () => !out.includes('.') || /\.(?:co|ne|or|ac|go)$/i.test(out)
  while (k < words.length && DOMAIN_END.test(words[k]) && unfinished() && /[a-z0-9]$/i.test(out)) out += `.${words[k++]}`
  // A domain cut by a space inside a word ("@asah i-ss.com"): with no dot before the space there is no
  // domain yet, so the piece that ends in one is its rest, not a word of its own.
  if (k < words.length && !out.includes('.') && /[a-z0-9]$/i.test(out) && DOMAIN_TAIL.test(words[k])) out += words[k++]
  return [out, ...words.slice(k)].join(' ')
}

/**
 * An e-mail address and whether its local part was put together from pieces the engine read apart (a
 * guess the office should check); `lostHead` is the separator it began with when read from there on
 * ('.saito66@' for h.saito66@: the glyph before the dot was lost).
 */
export type EmailHit = { email: string; rejoined: boolean; lostHead?: string }

const MAIL_LABEL = /(^|[\s|])(?:[EＥL]\s?[.:：]\s+|^[EＥ]\.(?=[a-z])|(?:[EeFf]-?mail|Mail|MAIL|メール)\s*[:：]?\s*(?:[.…‥・･]{2,}|[-–—―ー]{2,})\s*)(?=[a-z0-9][A-Za-z0-9._%-]*\s*@)/

export function findEmail(line: string): string | undefined {
  return readEmail(line)?.email
}

export function readEmail(line: string): EmailHit | undefined {
  let s = line
  if (!s.includes('@')) {
    // "(at)" spellings and the © glyph OCR reads for a small @.
    const alt = s.replace(/\s*[([]\s*at\s*[)\]]\s*/i, '@').replace(/\s*©\s*/, '@')
    if (!alt.includes('@')) return undefined
    s = alt
  }
  // A one-letter label ('E. office@…', 'E: …', its E read as L: 'L. domeki@…'; at the line's start
  // without its gap: 'E.y-murata@…') or one with a leader of dots or dashes ('E-mail ……araki@…', 'E-mail -- fujiwara@…') is no
  // part of the address: the dot and the space below would glue it on (e.office@…). Only a capital E
  // and a gap: 'e. sato@' is an initial the engine read apart. A % read before the @ is a speck.
  s = s.replace(MAIL_LABEL, '$1').replace(/%(?=\s*@)/, '')
  // The j of a last jp read as a bar or an l ('kaigo.co.|p', 'co. lp').
  s = s.replace(/(?<=@\S*\.(?:co|or|ne|ac|go)\.\s?)[|lI]p(?![a-z0-9.-])/i, 'jp')
  // The dot before a last jp read as a gap, its co's o as an e ('sokuryo.ce jp');
  s = s.replace(/(?<=@\s?\S*\.)(?:c[eo]|or|ne|ac|go)\s+jp(?![a-z])/i, (m) => m.replace(/^ce/i, 'co').replace(/\s+/, '.'))
  // …or its p lost ('komorebi.or.j D').
  s = s.replace(/(?<=@\s?\S*\.(?:co|or|ne|ac|go)\.j)(?![a-z0-9])/i, 'p')
  // Commas OCR reads for dots after the @, and OCR spaces around separators.
  const at = s.indexOf('@')
  s = (s.slice(0, at) + domainDots(s.slice(at).replace(/[,。]/g, '.'))).replace(/\s*([@._-])\s*/g, '$1')
  // A domain whose every dot was lost ('canaria-teljp', 'soradigitaLbiz').
  s = s.replace(/@([a-z0-9-]+)(?![a-z0-9.-])/i, (_, domain: string) => `@${restoreDomainDots(domain.replace(L_AND_DOT, 'l.'))}`)
  const m = EMAIL_RE.exec(s)
  if (!m) return undefined
  let [local, domain] = m[0].split('@')
  // A dot read as a space: "naoki hashimoto@…" → naoki.hashimoto (a label such as "E-mail" is not a part).
  // Only on a line that holds nothing else (or a label), and only lower-case words: "Designer grace@…" is not one.
  // The label's E is read as F on small print ("F-mail ogata.shinnosuke@…").
  const before = /^(?:(?:[ef]-?mail|mail|メール)\s*[:.]?\s*)?([a-z0-9]+(?:[._-][a-z0-9]+)*) $/i.exec(s.slice(0, m.index))
  const piece = before?.[1] ?? ''
  // A piece with a dot of its own is the address's even with a capital (its w read W: "Washio.saku ra@").
  const ownPiece = /^[a-z0-9._-]+$/.test(piece) || (/[._-]/.test(piece) && /^[a-z0-9._-]+$/i.test(piece))
  // Digits alone are an icon before the address read as a number ('52 shinobu.amemiya@'), no part of it.
  const rejoined = ownPiece && !/^(?:[ef]-?mail|mail|email)$/i.test(piece) && !/^[0-9]+$/.test(piece) && /^[a-z]/.test(local)
  // A piece of two letters is a word cut in two ("da isuke@" for daisuke): an initial is one letter, a
  // given name before a dot longer. A piece with a dot of its own is the address cut inside a word ("hasebe.haru mi@").
  if (rejoined) local = piece.length === 2 || /[._-]/.test(piece) ? `${piece}${local}` : `${piece}.${local}`
  // The label glued on when OCR lost the gap: "E-mailn.endo@…", "Mailk.ogata@…" (a capital says it is the label, not "mailbox@").
  const lostHead = /^[._-](?=[a-z])/i.exec(local)?.[0]
  local = local.replace(/^[ef]-mail(?=[a-z0-9])/i, '').replace(/^(?:Mail|MAIL|Email|EMAIL|E-Mail|eMail)(?=[a-z0-9])/, '').replace(/^[._-]+/, '')
  // An initial read as a digit: "0.ito@…" is o.ito (no one's e-mail starts with a lone zero).
  local = local.replace(/^0(?=[._-][a-z])/i, 'o')
  // Domains are printed in lower case (L_AND_DOT: "maiLtodaisha.jp" for mail.todaisha.jp).
  domain = fixDomain(domain.replace(/\.+$/, '').replace(L_AND_DOT, 'l.'))
  if (!local) return undefined
  return { email: `${local}@${domain}`.toLowerCase(), rejoined, ...(lostHead ? { lostHead } : {}) }
}

export type PhoneKind = 'tel' | 'fax' | 'mobile'
export type PhoneHit = { kind: PhoneKind; number: string }

const LABELS: { kind: PhoneKind; re: RegExp }[] = [
  // TAX: the F of FAX read as T, before a number ("TEL … TAX 076 968-9979"). F alone before +81 or an O read for the 0.
  { kind: 'fax', re: /(?:fax|ファックス|ファクス|(?<![a-z])tax(?=\s*[.:]?\s*[+(\d])|(?<![a-z])f(?=\s*[.:]|\s?[0O]\d|\s?\+\s?81))/gi },
  { kind: 'mobile', re: /(?:携帯(?:電話)?|ケータイ|mobile|mob|cell(?:phone)?|(?<![a-z])m(?=\s*[.:]))/gi },
  // TEI and TE1: the l of TEL misread, before a number or its bracket; IEL: its T; EL: its T lost before a shared "+ FAX";
  // TeU: its l and the slash of a shared "Tel/Fax" read as one U.
  { kind: 'tel', re: /(?:tel|(?<![a-z])iel|(?<![a-z])el(?=\s*[/・&+＋]\s*fax)|(?<![a-z])teu(?=fax)|te[i1|](?=\s*[.:(\d])|電話(?:番号)?|☎|phone|ph(?=\s*[.:])|直通|代表|direct|office|(?<![a-z])[td](?=\s*[.:]))/gi },
]

/** Japanese number formatting when OCR lost the separators. */
function formatJapanese(digits: string): string {
  if (/^0(?:[5789]0)/.test(digits) && digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
  if (/^0120|^0800/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
  if (/^0[36]/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** Eleven digits are a mobile, 050 or 0800 number; a landline has ten, the last four apart and six before them. */
const elevenDigits = (digits: string) => /^0(?:[5789]0|800)/.test(digits)

/**
 * An eleven-digit landline from a vertical card: the dash of a column was read as a dash and a 1
 * ("082'1823'2564" for 082-823-2564). The 1 beside an apostrophe (the column's dash) is dropped.
 */
function strayOne(groups: string[], body: string): string | undefined {
  if (elevenDigits(groups.join('')) || !/['’`]/.test(body)) return undefined
  for (let k = 1; k < groups.length; k++) {
    const options = [
      groups[k].startsWith('1') ? groups.map((g, j) => (j === k ? g.slice(1) : g)) : undefined,
      groups[k - 1].endsWith('1') ? groups.map((g, j) => (j === k - 1 ? g.slice(0, -1) : g)) : undefined,
    ]
    const fixed = options.find((g) => g && g[2].length === 4 && g[0].length + g[1].length === 6)
    if (fixed) return fixed.join('-')
  }
  return undefined
}

/** A phone number from a run of digits and separators, in domestic form (+81 3… → 03-…). */
export function parsePhone(raw: string): string | undefined {
  const s = fixDigitLookalikes(raw.replace(DASHES, '-')).trim()
  const intl = /^\+\s*81/.test(s)
  let body = intl ? s.replace(/^\+\s*81\s*[-.]?\s*/, '').replace(/^\(0\)\s*/, '') : s
  if (intl && !body.startsWith('0')) body = `0${body}`
  let groups = body.split(/[^\d]+/).filter(Boolean)
  const digits = groups.join('')
  // No number dialled within Japan starts 00: a leading 0 read twice ('O0 27…', oneLeadingZero).
  if (!digits.startsWith('0') || digits.startsWith('00') || digits.length < 10 || digits.length > 11) return undefined
  // A space inside a group ("09 6-001-9347"): the groups the dashes make are the number's.
  const byDashes = body.split(/\s*[^\d\s]+\s*/).map((g) => g.replace(/\s+/g, '')).filter(Boolean)
  // Full-width digits spaced out ("0 26 3ー76一8553"): a space in the first group too.
  if (groups.length >= 4 && byDashes.length === 3 && byDashes[2].length === 4) groups = byDashes
  // Eleven digits are a mobile, 050 or 0800 number, or a landline with a dash read as a 1; else no number ('048-110-31153').
  if (digits.length === 11 && !elevenDigits(digits)) return groups.length === 3 ? strayOne(groups, body) : undefined
  if (groups.length === 3 && digits.length === 11) return groups.join('-')
  if (groups.length >= 3 && groups.length <= 4) return groups.join('-')
  if (groups.length === 2 && groups[0].length <= 5) {
    // "03 12345678": keep the area code, split the rest as the local number usually is.
    const rest = groups[1]
    return rest.length === 8 ? `${groups[0]}-${rest.slice(0, 4)}-${rest.slice(4)}` : formatJapanese(digits)
  }
  return formatJapanese(digits)
}

// Vertical cards turn the dash into an apostrophe (098'572'9929), or a comma and a dot (054,.682'2478).
// A look-alike after a space does not end a run: it is the separator of "TEL 03(1510)6012 | FAX …", not a last digit.
const NUMBER_RUN = /[+(]?[0-9OoDIl|][0-9OoDIl|()+\-‐‑‒–—―−ｰー－.,'’`\s]{7,20}(?:[0-9]|(?<!\s)[OoDIl|])/g

/** The numbers in the text between two labels; `labelled`: a phone label stands before it (see restoreLeadingZero). */
function segmentNumbers(segment: string, labelled = false): string[] {
  // Kanji numerals down a column (縦書き) have their own look-alikes: 1 and I there are the dash.
  const kanji = kanjiPhone(segment)
  if (kanji) return [kanji]
  const spaced = spacedPhones(segment)
  if (spaced.length) return spaced
  const numbers: string[] = []
  const unread: string[] = []
  const text = segment
    // A lone kana beside a dash between digits is part of the dash ("05 4キー957"): no number holds one.
    .replace(/(?<=\d\s?)[\u30A1-\u30FA](?=[ー一\-－]\s?\d)|(?<=\d\s?[ー一\-－])[\u30A1-\u30FA](?=\s?\d)/g, '')
    // Among Latin digits the kanji 一 is a dash read flat ("096一001ー9347").
    .replace(/(?<=\d\s?)一(?=\s?\d)/g, '-')
    // Brackets read as braces: "054{208)3253".
    .replace(/(?<=\d)\{(?=\d)/g, '(')
    .replace(/(?<=\d)\}(?=\d)/g, ')')
  for (const m of text.matchAll(NUMBER_RUN)) {
    // A look-alike glued before the area code's 0 is the label's last letter ("TO048…"): no number starts 00.
    const whole = m[0].replace(/^[OoDIl|]+\s+/, '').replace(/^[OoD](?=0\d)/, '')
    // Two numbers whose label between them was lost run together: more digits than one number has.
    const runs = (whole.match(/\d/g) ?? []).length > 11 ? whole.split(/\s+/) : [whole]
    for (const run of runs) {
      if ((run.match(/\d/g) ?? []).length < 6) continue
      // A label read as a digit or two before the number ("7 092-828-6190" for "T 092-…"), or a mark
      // read as one glued on ('3017 359 8079' for ☎ 017 359 8079: no number starts so).
      const number =
        parsePhone(run) ??
        (/^\d{1,2}\s+0/.test(run) ? parsePhone(run.replace(/^\d{1,2}\s+/, '')) : undefined) ??
        (/^[1-9]0[1-9]/.test(run) ? parsePhone(run.slice(1)) : undefined) ??
        parsePhone(oneLeadingZero(run))
      if (number) numbers.push(number)
      else unread.push(run.trim())
    }
  }
  const restored = labelled && !numbers.length ? unread.map(restoreLeadingZero).find(Boolean) : undefined
  if (restored) return [restored]
  // 二 between Latin digits, where reading it as a 2 made no number, is a dash read double ("080一5346二7776").
  // Only numbers of three groups ending in four digits: "03-1二34-5678" is no "03-1-34-5678".
  if (!numbers.length && /\d\s?二\s?\d/.test(segment)) return segmentNumbers(segment.replace(/(?<=\d\s?)二(?=\s?\d)/g, '-'), labelled).filter((n) => /^0\d{1,4}-\d{1,4}-\d{4}$/.test(n))
  return numbers
}

/** The area code's 0 read two or three times ("O0O76一430一6398", "O0 27ー990…"): no number starts 00. Flagged (field-confidence). */
export const oneLeadingZero = (run: string) => run.replace(/^[0OoD]{2,}\s?(?=[1-9])/, '0')

/**
 * A labelled number whose leading 0 was lost ("TEI 263-28-7501") or read as 9 ("TEL9263一62ー3057"): no
 * Japanese number starts otherwise, and a landline of ten digits never starts 09. Tried only on a run
 * after a label, where the digits can be nothing but a number; the field is flagged for the office
 * (field-confidence).
 */
export function restoreLeadingZero(run: string): string | undefined {
  const digits = run.replace(/\D/g, '')
  const fixed = /^[1-9]/.test(digits) && digits.length === 9 ? `0${run}` : /^9[1-9]/.test(digits) && digits.length === 10 ? run.replace(/^9/, '0') : undefined
  return fixed && parsePhone(fixed)
}

/** Every phone-like number on a line, each typed by the label before it (TEL, FAX, 携帯…). */
export function findPhones(line: string): PhoneHit[] {
  return readPhones(line).hits
}

/**
 * The numbers of a line, and whether a phone label stood before digits that read as no number
 * ("電話 ごいら- 204'8985"): then the card's phone was lost, and the mobile is not it.
 */
export function readPhones(line: string): { hits: PhoneHit[]; unreadTel: boolean } {
  let unreadTel = false
  if (line.includes('@')) line = line.replace(/\S*@\S*/g, ' ')
  const marks: { at: number; end: number; kind: PhoneKind }[] = []
  for (const { kind, re } of LABELS) {
    for (const m of line.matchAll(re)) marks.push({ at: m.index, end: m.index + m[0].length, kind })
  }
  marks.sort((a, b) => a.at - b.at)
  // A shared "TEL/FAX", "TEL・FAX", "TelFax" label (the ・ read as = too): the one number is the phone (and the fax).
  const shared = marks.findIndex((m, k) => m.kind === 'fax' && marks[k - 1]?.kind === 'tel' && /^[\s/・&|=+＋]*$/.test(line.slice(marks[k - 1].end, m.at)))
  const sharedLabel = shared === -1 ? undefined : { at: marks[shared - 1].at, end: marks[shared].end, kind: 'tel' as const }
  if (sharedLabel) marks.splice(shared - 1, 2, sharedLabel)
  // Number runs are searched only between labels, so the letters of "Tel" are never read as digits.
  const cuts = [0, ...marks.flatMap((m) => [m.at, m.end]), line.length]
  const hits: PhoneHit[] = []
  for (let i = 0; i < cuts.length - 1; i += 2) {
    const from = cuts[i]
    const to = cuts[i + 1]
    const segment = line.slice(from, to)
    const label = [...marks].reverse().find((m) => m.end <= from)
    const numbers = segmentNumbers(segment, !!label)
    // Its 0s read as o or O count ("電話 oo- ooomさ-さのm寺").
    if (label?.kind === 'tel' && !numbers.length && (fixDigitLookalikes(segment).match(/[\d〇一二三四五六七八九]/g) ?? []).length >= 4) unreadTel = true
    // Digits that make no number before a FAX label are the phone with its label lost ("1四.076- 7695 FAX …").
    if (!label && !numbers.length && marks.find((m) => m.at === to)?.kind === 'fax' && (segment.match(/\d/g) ?? []).length >= 6) unreadTel = true
    for (const number of numbers) {
      const kind: PhoneKind = label?.kind ?? (/^0[789]0/.test(number) ? 'mobile' : 'tel')
      hits.push({ kind, number })
      if (label && label === sharedLabel) hits.push({ kind: 'fax', number })
    }
  }
  return { hits, unreadTel }
}

const URL_RE = /(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:co\.jp|or\.jp|ne\.jp|ac\.jp|go\.jp|jp|com|net|org|io|co|biz|info|tokyo|dev|app)(?:\/[\w\-./?%&=#~]*)?/i
const URL_HINT = /https?:|www\.|^(?:url|web|hp|ホームページ|website)\b/i

export function findUrl(line: string): string | undefined {
  if (line.includes('@')) return undefined
  const s = line.replace(/\s*([./:])\s*/g, '$1').replace(/,(?=[a-z])/gi, '.')
  const m = URL_RE.exec(s)
  if (!m) return undefined
  // A bare domain counts only when the line says it is one, or it holds nothing but the domain.
  const rest = s.replace(m[0], '').replace(/^(?:url|web|hp|ホームページ|website)\s*[:.]?\s*/i, '').trim()
  if (!URL_HINT.test(s) && rest) return undefined
  let url = m[0].replace(/[./]+$/, '')
  if (!/^https?:\/\//i.test(url)) url = `https://${url}`
  const [scheme, rest2] = url.split('://')
  const slash = rest2.indexOf('/')
  const host = slash === -1 ? rest2 : rest2.slice(0, slash)
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${slash === -1 ? '' : rest2.slice(slash)}`
}

/**
 * A phone number cut over two lines at a digit or dash ("電話048一436一" / "5652・F048…", "TEL:082" /
 * "一705一4829"): the two are read as one line when the first line's label found no number of its own.
 */
export function readPhonesAcross(line: string, next: string | undefined): ReturnType<typeof readPhones> | undefined {
  if (next === undefined || !/[\d\-一ー－]\s*$/.test(line) || !/^\s*[\d\-一ー－]/.test(next)) return undefined
  const alone = readPhones(line)
  if (!alone.unreadTel && alone.hits.length) return undefined
  const joined = readPhones(`${line.trimEnd()}${next.trimStart()}`)
  // A number the next line reads whole on its own is its own, not the end of this one: an address
  // ending in a street number ('…水銀屋町620') above a marked phone ('8 075(211)2552') lost its line.
  const own = new Set(readPhones(next).hits.map((h) => h.number))
  const tel = joined.hits.filter((h) => h.kind === 'tel' && !own.has(h.number))
  return tel.length && !alone.hits.some((h) => h.kind === 'tel') ? joined : undefined
}
