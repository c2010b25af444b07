import { undoubleAgainst, undoubleVoiced } from './company-kana'
import { foldRomaji, kanaToRomaji } from './kana-romaji'

// A company's Latin name is often its e-mail domain or web address (QUBIT FORGE at qubitforge.net).
// The engine misreads a capital of a logo-like name (OUBIT for QUBIT) or loses letters (ZEPHYR BS for
// ZEPHYR LABS) where it read the domain's small print right: a Latin run a glyph or two off a run of
// the domain's letters is spelt as the domain spells it, the card's case and gaps kept.

/** A run of Latin words in the company's name (at least five letters: shorter ones match too easily). */
const LATIN_RUN = /[A-Za-z][A-Za-z&]*(?: [A-Za-z][A-Za-z&]*)*/g
/** At most this many letters differ, and no more than one in four. */
const MAX_EDITS = 2

/**
 * A letter read is dropped only past the edits allowed: the engine loses a logo's letters or misreads
 * them, it seldom makes one up ('Todaisha Co' is not todaisha.jp's name misread).
 */
const DROP = MAX_EDITS + 1

type Step = { from?: number; to?: string }

/** The cheapest edit of `a` into `b`, step by step: a letter of `a` kept or changed (from, to), dropped (from), or one of `b` put in (to). */
function alignment(a: string, b: string): { cost: number; steps: Step[] } {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i * DROP : 0)))
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + DROP, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
  const steps: Step[] = []
  let [i, j] = [a.length, b.length]
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i][j] === d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)) steps.unshift({ from: --i, to: b[--j] })
    else if (j > 0 && d[i][j] === d[i][j - 1] + 1) steps.unshift({ to: b[--j] })
    else steps.unshift({ from: --i })
  }
  return { cost: d[a.length][b.length], steps }
}

/** The run spelt as the alignment's target does: each letter in the case of the one it stands for, the run's gaps where they were. */
function respell(run: string, steps: Step[]): string {
  const letters = [...run].flatMap((c, k) => (c === ' ' ? [] : [{ c, gapBefore: run[k - 1] === ' ' }]))
  const upper = letters.every(({ c }) => c === c.toUpperCase())
  let out = ''
  const gapped = new Set<number>()
  steps.forEach((step, k) => {
    const next = steps.slice(k).find((s) => s.from !== undefined)?.from
    // A gap goes before letters put in where it stood: ZEPHYR + LA + BS is 'ZEPHYR LABS'.
    if (next !== undefined && letters[next].gapBefore && !gapped.has(next)) {
      gapped.add(next)
      out += ' '
    }
    if (step.to === undefined) return
    // A letter put in takes the case of the read letters either side of it, when they agree ('ORBTEc' at orbitec: ORBITEc).
    const prev = steps.slice(0, k).reverse().find((s) => s.from !== undefined)?.from
    const beside = [prev, next].filter((i): i is number => i !== undefined).map((i) => letters[i].c)
    const sideUpper = beside.length === 2 && beside.every((c) => c === c.toUpperCase() && c !== c.toLowerCase())
    const like = step.from !== undefined ? letters[step.from].c : upper || sideUpper ? 'A' : 'a'
    out += like === like.toUpperCase() && like !== like.toLowerCase() ? step.to.toUpperCase() : step.to
  })
  return out.trim()
}

/** The name of an e-mail's or web address's host, in lower case, without www or its endings (s-imai@miraiz.biz: miraiz). */
const hostName = (address: string) => ((address.split('@').pop() ?? '').toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').split(/[./]/)[0] ?? '')

/** Host names' letters whole and label by label ('sanwa-its': sanwaits; sanwa, its), each of `least` letters or more. */
export function hostSpellings(hosts: string[], least = 1): { whole: string[]; labels: string[] } {
  const lower = hosts.map((h) => h.toLowerCase())
  const keep = (words: string[]) => [...new Set(words.filter((w) => w.length >= least))]
  return { whole: keep(lower.map((h) => h.replace(/[^a-z]/g, ''))), labels: keep(lower.flatMap((h) => h.split(/[^a-z]+/))) }
}

/** The company with a Latin run spelt as the card's domain or web address spells it, when it is a glyph or two off; else as read. */
export function spellLatinAsDomain(company: string, addresses: string[]): string {
  const { whole: letterRuns, labels } = hostSpellings(addresses.map(hostName), 5)
  const spellings = [...new Set([...letterRuns, ...labels])]
  if (!spellings.length) return company
  return company.replace(LATIN_RUN, (run, at: number) => {
    const letters = run.replace(/[^A-Za-z]/g, '').toLowerCase()
    // A word of capitals that lost its first letter to the mark before it ('㈱RCUS' at arcus-jp.biz): a label of the host whole but that letter.
    const headless = /^[A-Z]{4,}$/.test(run) && !/[A-Za-z0-9]-$/.test(company.slice(0, at)) && labels.find((s) => s.length === letters.length + 1 && s.endsWith(letters))
    if (headless) return headless.toUpperCase()
    if (letters.length < 5 || run.includes('&')) return run
    // Its last letter or two lost at the card's edge or a logo's ('Sora Digita' at soradigital.net).
    // Only a label of the host ('ilink-jp' is ilink and jp: iLINK is whole).
    const whole = !labels.includes(letters) && labels.find((s) => s.startsWith(letters) && s.length - letters.length <= 2 && s.length > letters.length)
    if (whole) return respell(run, [...whole].map((to, k) => (k < letters.length ? { from: k, to } : { to })))
    if (spellings.some((s) => s.includes(letters))) return run
    let best: { cost: number; steps: Step[]; target: string } | undefined
    for (const s of spellings)
      for (let i = 0; i < s.length; i++)
        for (let j = i + letters.length - MAX_EDITS; j <= Math.min(s.length, i + letters.length + MAX_EDITS); j++) {
          if (j <= i) continue
          const target = s.slice(i, j)
          const { cost, steps } = alignment(letters, target)
          // Of spellings as near, the longer: the engine loses letters more often than it makes them up.
          if (!best || cost < best.cost || (cost === best.cost && target.length > best.target.length)) best = { cost, steps, target }
        }
    return best && best.cost <= MAX_EDITS && best.cost * 4 <= letters.length ? respell(run, best.steps) : run
  })
}

/** A logo before the name read as a dot, a glyph or a bracketed letter or two ('・四季彩ガーデン㈱', '回 KIZUNA PARTNERS㈱', '[in] iLINK㈱'). */
const LOGO_LEAD = /^(?:[・·]\s*|\[[^\]\s]{1,3}\]\s*|[\u3400-\u9FFF]\s+(?=[A-Za-z]))/
/**
 * A word of capitals with a letter or two read in lower case inside it ('KizuNA', 'NEXViA'), or its last
 * one after four capitals ('ORBITEc'), not a name in camel case ('iLINK', 'McBride').
 */
const CAPITALS_MISREAD = /^[A-Z](?:(?=[A-Za-z]*[a-z][A-Z])[A-Za-z]*|[A-Z]{3,}[a-z])$/

/**
 * The company with a logo read before its name left out, and a word of capitals read partly in lower
 * case ('KotoBUki WORKS', 'NEXViA') in capitals: where another word of the name is in capitals, or the
 * word has a single lower-case letter among three capitals or more.
 */
export function tidyLatinCompany(company: string): string {
  const name = company.replace(LOGO_LEAD, '')
  const words = name.match(/[A-Za-z]+/g) ?? []
  const capitals = words.some((w) => w.length >= 2 && w === w.toUpperCase())
  // A first word read all in lower case before one in capitals ('studio KAZE') lost its capital.
  const cased = name.replace(/(?<![A-Za-z])([a-z])([a-z]{2,})(?= [A-Z]{2,}\b)/, (_, first: string, rest: string) => first.toUpperCase() + rest)
  return cased.replace(/[A-Za-z]+/g, (w) => {
    if (!CAPITALS_MISREAD.test(w)) return w
    const lower = w.replace(/[^a-z]/g, '').length
    return capitals || (lower === 1 && w.length - lower >= 3) ? w.toUpperCase() : w
  })
}

/**
 * A lone kanji between a katakana name and its form where the card's host spells the katakana name
 * whole ('タカラブネ画有限会社' at takarabune.biz): a mark's stroke read as a glyph, no part of the name.
 */
function withoutStrayKanji(company: string, hosts: string[]): string {
  const letters = hosts.map((h) => h.toLowerCase().replace(/[^a-z]/g, '')).filter((h) => h.length >= 4)
  return company.replace(/([\u30A1-\u30FAー]{3,})[\u3400-\u9FFF](?=株式会社|有限会社|合同会社$)/, (whole, name: string) =>
    letters.some((h) => foldRomaji(kanaToRomaji(name)) === foldRomaji(h)) ? name : whole,
  )
}

/** The company with a Latin run spelt in the case `other` spells the same letters in ('株式会社sora Digital', 'Sora Digital Inc.'). */
export function casedAs(company: string, other: string): string {
  return company.replace(LATIN_RUN, (run) => {
    const at = other.toLowerCase().indexOf(run.toLowerCase())
    return at >= 0 && run.length >= 4 ? other.slice(at, at + run.length) : run
  })
}

/**
 * A capital glued before the Latin name that the card's host does not spell: the mark before it read
 * as a letter ('株HKOTOBUKI WORKS' at kotobuki-works.net); or after it, the mark after it so
 * ('TRINITASH㈱' at trinitas.co.jp). Only on a word of capitals of five or more.
 */
function withoutStrayLetter(company: string, hosts: string[]): string {
  const { whole: letters, labels } = hostSpellings(hosts)
  return company
    .replace(/(?<![A-Za-z])([A-Z])([A-Z]{4,})(?![a-z])/, (word: string, _lead: string, rest: string) =>
      letters.some((h) => h.startsWith(rest.toLowerCase()) && !h.startsWith(word.toLowerCase())) ? rest : word,
    )
    .replace(/(?<![A-Za-z])([A-Z]{4,})([A-Z])(?![A-Za-z])/, (word: string, rest: string) =>
      labels.includes(rest.toLowerCase()) && !letters.some((h) => h.includes(word.toLowerCase())) ? rest : word,
    )
}

/** The company as the card's domains spell it: a kana read twice read once, a Latin name a glyph or two off spelt as its host, a logo before it left out (as a glyph or a capital). */
export function companyAsDomainSpells(company: string, email: string, website: string, lines: string[]): string {
  const hosts = [email.split('@')[1] ?? '', website]
  // Every address the card prints: a second one read right beside one misread (info@ilinkjp.net).
  // Its host too where a glyph before the @ is misread out of the alphabet ('ishii.jé@orbitec.co.jp').
  const addresses = [...new Set([email, website, ...lines.flatMap((l) => l.match(/[\w.-]*@[\w-]+(?:\.[\w-]+)+/g) ?? [])])]
  const names = addresses.map(hostName)
  return tidyLatinCompany(withoutStrayKanji(withoutStrayLetter(spellLatinAsDomain(undoubleVoiced(undoubleAgainst(company, hosts), hosts), addresses), names), names))
}
