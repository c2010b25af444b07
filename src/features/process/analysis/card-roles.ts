import { CJK, hasCjk } from './ocr-text'
import { kanaGivenWithReading } from './kana-given-reading'
import { repairKanaTitle } from './kana-title'
import { JP_POSITIONS } from './job-titles'

// Department, position, name and reading: the lines left once contacts are taken out (the company: card-company.ts).

const EN_POSITION =
  /\b(?:ceo|cto|cfo|coo|cio|cmo|president|vice president|vp|chairman|chairperson|director|manager|head of|lead|leader|engineer|designer|consultant|specialist|officer|executive|representative|partner|founder|co-founder|analyst|coordinator|architect|associate|assistant|advisor|adviser|developer|producer|supervisor|secretary|professor|researcher|scientist|accountant|attorney|owner)\b/i
const JP_DEPT_END = /(?:部|課|室|係|センター|グループ|チーム|本部|局|支店|支社|営業所|事業部|部門|研究所|工場|オフィス|ユニット|本社)$/
const EN_DEPT = /\b(?:department|dept\.?|division|div\.?|section|team|group|unit|bureau|headquarters|hq|office)\b/i

/** "営業部長" → dept 営業部 + 部長: a title that starts with a unit word gives that word back. */
const UNIT_TITLES: Record<string, string> = { 事業部長: '事業部', 局長: '局', 本部長: '本部', 部長: '部', 課長: '課', 室長: '室', 所長: '所', 支店長: '支店', 工場長: '工場', センター長: 'センター' }

/** A title read with exactly one glyph wrong (報行役員 for 執行役員): `read` as long as `title`. */
const oneGlyphOff = (read: string, title: string) => [...title].filter((c, k) => read[k] !== c).length === 1

export type RoleHit = { department?: string; position?: string }

/** A katakana title at the line's end that the engine slipped on (a kana doubled, ブ for プ) is put right; the office checks it, as no line reads so. */
function repairTitleEnd(line: string): string {
  const run = /[\u30A1-\u30FAー]{5,}$/.exec(line)?.[0]
  const fixed = run && repairKanaTitle(run)
  return fixed ? `${line.slice(0, -run.length)}${fixed}` : line
}

/** An English officer title printed onto a Japanese one: 取締役CTO, 代表取締役CEO. */
const OFFICER = /(?<=[\u3400-\u9FFF])(?:CEO|CTO|CFO|COO|CIO|CMO)$/
/** A title as one word of a line, with an officer title printed onto it. */
const isJpTitle = (w: string) => JP_POSITIONS.includes(w.replace(OFFICER, ''))

export function findRole(line: string): RoleHit | undefined {
  // A title read with a gap inside it ('グルー プ長'): the line is the title whole.
  const joined = line.trim().replace(/(?<=[\u30A1-\u30FA\u3400-\u9FFFー])\s+(?=[\u30A1-\u30FA\u3400-\u9FFFー])/g, '')
  if (joined !== line.trim() && JP_POSITIONS.includes(joined)) return findRole(joined)
  if (hasCjk(line)) {
    // normalizeLine already joined OCR-spaced characters; the spaces left separate words.
    // An English officer title after a Japanese one is part of it (代表取締役CEO, 取締役CTO).
    const officer = OFFICER.exec(line)?.[0] ?? ''
    // A speck read as a full stop after the title ('フィールドエンジニア.'); a capital read small before a katakana title ('pRプランナー').
    const compact = repairTitleEnd(line.slice(0, line.length - officer.length).replace(/(?<=[\u30A1-\u30FA\u3400-\u9FFF])[.,。、]+$/, '').replace(/^[a-z](?=[A-Z][\u30A1-\u30FA])/, (c) => c.toUpperCase()))
    const words = compact.split(' ')
    let position: string | undefined
    let rest = compact
    // A title ends the line ("営業部 部長") or is one word on it ("部長 営業部" is rare but seen).
    for (const p of JP_POSITIONS) {
      if (compact.endsWith(p)) {
        position = p
        rest = compact.slice(0, -p.length).trim()
        break
      }
    }
    // A long title one character off at the line's end (報行役員 for 執行役員) is that title; one of six
    // or more beats a short title the misread left whole at its end (取締役部社長: 取締役副社長, not 社長;
    // 常務劫行役員: not 役員). Four or five would not: 営業部長 is 営業部 + 部長, not 事業部長.
    const oneOff = (p: string) => compact.length >= p.length && oneGlyphOff(compact.slice(-p.length), p)
    const near = JP_POSITIONS.find((p) => p.length >= (position ? Math.max(6, position.length + 2) : 4) && oneOff(p))
    // A line of three glyphs or more that is one glyph off exactly one title, and no title whole, is that
    // title alone (宥護師長 is 看護師長, not a name with 師長 glued on; 推教授 is 准教授): 副X長 fits many, so stays.
    // Nor a unit's name (事務局 is no 事務長).
    const alone = !near && !/\s/.test(compact) && [...compact].length >= 3 && !JP_POSITIONS.includes(compact) && !JP_DEPT_END.test(compact) ? JP_POSITIONS.filter((p) => p.length === compact.length && p.length > (position?.length ?? 0) && oneGlyphOff(compact, p)) : []
    // The line as it reads with the title put right: a rank before it is checked against this (常務 + 執行役員).
    let read = compact
    if (alone.length === 1) {
      position = alone[0]
      rest = ''
      read = alone[0]
    }
    if (near) {
      position = near
      rest = compact.slice(0, -near.length).trim()
      read = `${compact.slice(0, -near.length)}${near}`
    }
    // The card head on one row with no gaps ('経営企画室主任 五十嵐 啓介'): the name rules take the line.
    const glued = position ? undefined : (gluedDepartment(words) ?? gluedAfterDepartments(words))
    if (glued && isJapaneseName(glued.rest)) return undefined
    if (!position) {
      const word = words.find(isJpTitle)
      // Words after the title that are no unit are the name printed on the same row: the name rules take the line.
      const after = word ? words.slice(words.indexOf(word) + 1) : []
      if (after.length && !after.some((w, i) => JP_DEPT_END.test(w) && !isFamilyInBu(w, i, after))) return undefined
      if (word) {
        position = word
        rest = words.filter((w) => w !== word).join(' ')
      }
    }
    // "シニアコンサルタント", "チーフデザイナー": a katakana title keeps the katakana words before it,
    // and Latin letters printed onto it ("UXデザイナー", "Webディレクター").
    if (position && /^[\u30A1-\u30FA\u30FC]+$/.test(position)) {
      // So is a word of letters and kanji printed onto it (DX推進リーダー), where the kanji are no unit.
      const glued = compact.endsWith(`${rest}${position}`)
      const lettered = glued ? /(?<![A-Za-z])[A-Z]{2,4}[\u3400-\u9FFF]{1,4}$/.exec(rest)?.[0] : undefined
      const lead =
        /[\u30A1-\u30FA\u30FC]+$/.exec(rest)?.[0] ??
        (lettered && !JP_DEPT_END.test(lettered) ? lettered : undefined) ??
        (glued ? /(?<![A-Za-z])(?:[A-Z]{1,4}|[A-Z][a-z]{1,5})$/.exec(rest)?.[0] : undefined)
      if (lead) {
        position = `${lead}${position}`
        rest = rest.slice(0, -lead.length).trim()
      }
    }
    // A rank printed onto a title is part of it: 常務 + 執行役員, 代表取締役 + 社長; also when the unit
    // before it is printed on with no gap (a 縦書き column: エンジニアリング本部常務執行役員).
    const tail = rest.split(' ').pop() ?? ''
    const onUnit = JP_POSITIONS.find((p) => tail.endsWith(p) && JP_DEPT_END.test(tail.slice(0, -p.length)))
    const rank = position && read.endsWith(`${tail}${position}`) ? (JP_POSITIONS.includes(tail) ? tail : onUnit) : undefined
    if (position && rank) {
      position = `${rank}${position}`
      rest = rest.slice(0, -rank.length).trim()
    }
    if (position && officer) position = `${position}${officer}`
    if (position && rest && !JP_DEPT_END.test(rest) && UNIT_TITLES[position] && /[^\s]$/.test(rest) && !rest.includes(' ')) {
      // "営業部長": 営業 + 部長 → 営業部 / 部長.
      if (new RegExp(`^[${CJK}]+$`).test(rest)) rest = `${rest}${UNIT_TITLES[position]}`
    }
    const department = rest && (JP_DEPT_END.test(rest.split(' ').pop() ?? '') || /部|課|室|センター|グループ|チーム/.test(rest)) ? rest.replace(/\s+/g, ' ') : undefined
    if (position && rest && !department) return undefined // a name with a title glued on: the name rules take it
    if (position || department) return { position, department }
    return undefined
  }
  // English: "Sales Manager, Overseas Division" → the part with a title and the part with a unit.
  const parts = line.split(/\s*[,/|]\s*/)
  let position: string | undefined
  let department: string | undefined
  for (const part of parts) {
    if (!position && EN_POSITION.test(part)) position = part
    else if (!department && EN_DEPT.test(part)) department = part
  }
  if (position || department) return { position, department }
  return undefined
}

/**
 * A short title down a 縦書き column, its glyphs spaced out, is read as one line per glyph ('主', '任';
 * blank lines between): two or three such lines in a row that spell a title are that title's line. On
 * the raw text: lone glyphs are dropped as noise when it is cut into lines.
 */
export function joinSpacedTitle(text: string): string {
  const lines = text.split('\n')
  const glyph = (k: number) => /^[\u3400-\u9FFF]$/.test(lines[k]?.trim() ?? '')
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    // The glyph lines from here on, blank lines skipped.
    const at = [i]
    for (let k = i + 1; glyph(i) && k < lines.length && at.length < 3; k++) {
      if (glyph(k)) at.push(k)
      else if (lines[k].trim()) break
    }
    const n = [3, 2].find((m) => at.length >= m && JP_POSITIONS.includes(at.slice(0, m).map((k) => lines[k].trim()).join('')))
    if (n) {
      out.push(at.slice(0, n).map((k) => lines[k].trim()).join(''))
      i = at[n - 1]
    } else out.push(lines[i])
  }
  return mendCutTitle(out).join('\n')
}

/**
 * A title the reading cut between two boxes of its row, its last glyph put before the name
 * ('代表取締' / '役菅原翼'): the glyph goes back to the title, the name keeps its own line.
 */
function mendCutTitle(lines: string[]): string[] {
  const out = [...lines]
  for (let i = 0; i + 1 < out.length; i++) {
    const [head, next] = [out[i].trim(), out[i + 1].trim()]
    if (head.length < 3 || JP_POSITIONS.includes(head) || !/^[\u3400-\u9FFF]+$/.test(head)) continue
    const title = JP_POSITIONS.find((t) => t.startsWith(head) && next.startsWith(t.slice(head.length)) && next.length > t.length - head.length)
    if (!title) continue
    out[i] = title
    out[i + 1] = next.slice(title.length - head.length)
  }
  return out
}

/** A title word of its own: 部長, or a katakana title with its lead words (アカウントマネージャー). */
const isTitleWord = (w: string) => JP_POSITIONS.includes(w) || (/^[\u30A1-\u30FA\u30FC]+$/.test(w) && KANA_TITLES.some((p) => w.endsWith(p)))

/** Splits a leading Japanese title off a name line ("部長 山田 太郎", "営業部 第二課 支店長 緒方武史"). */
export function stripTitle(line: string): { title?: string; department?: string; rest: string } {
  const words = line.split(' ')
  if (words.length > 1 && isJpTitle(words[0])) return { title: words[0], rest: words.slice(1).join(' ') }
  // Departments, then the title, then the name: the whole card head printed on one row.
  const k = words.findIndex(isTitleWord)
  if (k !== -1 && k < words.length - 1 && words.slice(0, k).every((w) => JP_DEPT_END.test(w))) {
    return { title: words[k], department: words.slice(0, k).join(' ') || undefined, rest: words.slice(k + 1).join(' ') }
  }
  if (words.length > 1 && JP_POSITIONS.includes(words[words.length - 1])) return { title: words[words.length - 1], rest: words.slice(0, -1).join(' ') }
  return gluedTitle(words) ?? gluedDepartment(words) ?? gluedAfterDepartments(words) ?? { rest: line }
}

/** Departments apart, then one glued to the title and the name ('東日本支社 営業課取精役副社長 菅原奈々'). */
function gluedAfterDepartments(words: string[]): { title: string; department: string; rest: string } | undefined {
  const lead = words.findIndex((w) => !JP_DEPT_END.test(w))
  const glued = lead > 0 ? gluedDepartment(words.slice(lead)) : undefined
  return glued && { ...glued, department: [...words.slice(0, lead), glued.department].join(' ') }
}

/**
 * A department read with no gap before the title, the name after it: '経営企画室主任 五十嵐 啓介',
 * 'カスタマーサクセス部課長補佐辻 薫' (the title glued to the name as well). The recogniser reads
 * such rows whole, and its gaps are only the wider ones.
 */
function gluedDepartment(words: string[]): { title: string; department: string; rest: string } | undefined {
  // A mark read before the row ('| カスタマーサクセス部課長補佐 辻 薫') is no part of it.
  const [head, ...others] = words.slice(
    Math.max(
      0,
      words.findIndex((w) => /[\p{L}\p{N}]/u.test(w)),
    ),
  )
  if (!head) return undefined
  for (let i = head.length - 1; i > 0; i--) {
    const department = head.slice(0, i)
    if (!JP_DEPT_END.test(department)) continue
    const tail = head.slice(i)
    // A long title read one glyph off (取精役副社長) is that title here too.
    const title = isTitleWord(tail) ? tail : JP_POSITIONS.find((p) => p.length >= 6 && p.length === tail.length && oneGlyphOff(tail, p))
    if (title && others.length) return { title, department, rest: others.join(' ') }
    const glued = gluedTitle([tail, ...others])
    if (glued) return { ...glued, department }
  }
  return undefined
}

/** A kanji title of six or more read one glyph off (代表取縛役社長): long enough that no other word is so near. */
const oneOffAtStart = (word: string, p: string) => p.length >= 6 && word.length > p.length && oneGlyphOff(word.slice(0, p.length), p)

/**
 * The longest title a word starts with: a katakana title (アカウントマネージャー) or a kanji one (主任); a
 * long one read one glyph off is that title.
 */
function leadingTitle(word: string): string | undefined {
  const kana = word.match(/^[\u30A1-\u30FA\u30FC]+/)?.[0]
  if (kana && isTitleWord(kana)) return kana
  const titles = (near: (p: string) => boolean) => JP_POSITIONS.filter(near).sort((a, b) => b.length - a.length)[0]
  return titles((p) => word.startsWith(p)) ?? titles((p) => oneOffAtStart(word, p))
}

/**
 * A title printed (or read) with no gap before the name: 'アカウントマネージャー辻武史', '主任鷲尾 慎之介'. Only
 * when kanji follow it that are no title themselves (代表取締役社長 is one title).
 */
function gluedTitle(words: string[]): { title: string; rest: string } | undefined {
  const title = leadingTitle(words[0])
  const after = title && words[0].slice(title.length)
  if (!title || !after || !/^[\u3400-\u9FFF\uFA0E-\uFA2D々]+$/.test(after) || JP_POSITIONS.some((p) => after.startsWith(p) || after.endsWith(p))) return undefined
  return { title, rest: [after, ...words.slice(1)].join(' ') }
}

const KANA_LINE = /^[\u3041-\u3096\u30A1-\u30FA\u30FC・ ]+$/
const KANA_TITLES = JP_POSITIONS.filter((p) => /^[\u30A1-\u30FA\u30FC]+$/.test(p))
/** A katakana line that is a job title (マネージャー, シニアコンサルタント), not a reading. */
export const isKanaTitle = (line: string) => KANA_TITLES.some((p) => repairTitleEnd(line.replace(/[ ・]/g, '')).endsWith(p))
export const isKanaLine = (line: string) => KANA_LINE.test(line) && line.replace(/[ ・]/g, '').length >= 3 && line.replace(/[ ・]/g, '').length <= 16 && !isKanaTitle(line)

// \uFA0E-\uFA2D: compatibility kanji the old-form judge writes (﨑). A family name may hold a small
// katakana between its kanji (三ツ矢, 一ノ瀬, 八ヶ代).
const JP_NAME = new RegExp(`^(?:[\\u3400-\\u9FFF\\uFA0E-\\uFA2D々〆ヶ]|(?<=[\\u3400-\\u9FFF])[ツノケ](?=[\\u3400-\\u9FFF])){1,4}(?: ?[\\u3400-\\u9FFF\\uFA0E-\\uFA2D々〆ヶ\\u3041-\\u3096\\u30A1-\\u30FA\\u30FC]{1,5})$`)
const EN_NAME = /^(?:[A-Z][a-zA-Z'’-]+|[A-Z]{2,})(?: [A-Z]\.)?(?: (?:[A-Z][a-zA-Z'’-]+|[A-Z]{2,})){1,2}$/
/** Words that appear alone on card lines but are never names; 番九号, 三番地: the end of an address read apart; 課 is in no name. */
// 師: qualifications and posts (薬剤師, 看護師, 医師), and 建築士 with its 士 read as 土; no name ends so.
const NOT_NAME =
  /[番号]$|師$|建築[士土]|[一二]級|課|[一二三四五六七八九十]番|会社|営業|本社|支店|支社|事業|ビル|都|府|県|株|事務所|代表|直通|携帯|電話|番地|丁目|センター|グループ|[部課室]$|士$|証券|銀行|信用金庫|保険|不動産|建設|工業|商事|物産|製作所|研究所|技研|法人|事務局|相談役|本店|営業所|学部|大学|病院|医院|クリニック|薬局|法律|特許|会計|税務|総務|経理|人事|広報|企画|開発|技術|製造|品質|物流|販売|購買|資材|管理|統括|担当|牧場|農場|農園|商店|商会|工務店|観光|運輸|運送|食品|織物|電力|工事|店$/

/**
 * 阿部, 岡部, 長谷部: a family name ending in 部 is not a department when it heads a two-part name and
 * holds no word of business (営業部, 本部, 第一部 are units).
 */
const isFamilyInBu = (word: string, index: number, words: string[]) =>
  index === 0 && words.length === 2 && /^[\u3400-\u9FFF]{1,2}部$/.test(word) && !NOT_NAME.test(word.slice(0, -1)) && !/^[本支学局全各第一二三四五六七八九十]/.test(word)

export function isJapaneseName(line: string): boolean {
  const compact = line.replace(/ /g, '')
  if (!JP_NAME.test(line) || compact.length < 2 || compact.length > 8 || NOT_NAME.test(compact)) return false
  // "設計部 主任", "執行役員": a unit or a title, not a person.
  // A title that lost its last character (執行役 for 執行役員) is not a name either.
  const cutTitle = JP_POSITIONS.some((p) => p.length > compact.length && p.startsWith(compact))
  return (
    !cutTitle &&
    !line.split(' ').some((w, i, words) => (JP_DEPT_END.test(w) && !isFamilyInBu(w, i, words)) || JP_POSITIONS.includes(w)) &&
    !JP_POSITIONS.some((p) => p.length >= 2 && compact.endsWith(p))
  )
}

/** OCR splits a Latin word in two ("Emi ly Carter"): a lower-case fragment joins the word before it. */
export const joinSplitWords = (line: string) => line.replace(/\b([A-Z][a-z]+) ([a-z]{1,3})\b/g, '$1$2')

export function isEnglishName(line: string): boolean {
  return EN_NAME.test(line) && !EN_POSITION.test(line) && !EN_DEPT.test(line) && !/\b(?:japan|tokyo|osaka|inc|ltd|co|corp)\b/i.test(line)
}

/** "山田 太郎 (やまだ たろう)" or "山田 太郎 やまだ たろう" (furigana beside) → name and reading. */
export function splitReading(line: string): { name: string; kana?: string } {
  // Its closing bracket lost at the card's edge or in a glare ('千葉由紀 (ちばゆき').
  const m = /^(.+?)\s*[(（]\s*([^)）]+?)\s*[)）]?$/.exec(line)
  if (m && KANA_LINE.test(m[2])) return { name: m[1].trim(), kana: m[2].trim() }
  // Its brackets read as letters, the closing one sometimes lost: （ as c or C, ） as n or J
  // ('桑原英里子cくわばりn'). A reading with fewer kana than the name has kanji lost some: not kept.
  const lettered = /^([\u3400-\u9FFF々〆ヶ]{2,}(?: [\u3400-\u9FFF々〆ヶ]+)?)\s*[cC]\s*([\u3041-\u3096\u30A1-\u30FA\u30FC]+(?: [\u3041-\u3096\u30A1-\u30FA\u30FC]+)?)\s*[nJ]?$/.exec(line)
  if (lettered) {
    const kana = lettered[2].trim()
    return { name: lettered[1], kana: kana.replace(/ /g, '').length >= lettered[1].replace(/ /g, '').length ? kana : undefined }
  }
  // A given name in hiragana with the reading beside it ('蒔田 ゆかり まきた ゆかり', its gaps read
  // anywhere: 'ゆか り'): the kana are the given name, the family name's reading, the given name again.
  const hiraganaGiven = /^([\u3400-\u9FFF々〆ヶ]+) ([\u3041-\u3096 ]+)$/.exec(line)
  if (hiraganaGiven) {
    const [family, kana] = [hiraganaGiven[1], hiraganaGiven[2].replace(/ /g, '')]
    for (let n = Math.floor((kana.length - family.length) / 2); n >= 2; n--) {
      const given = kana.slice(-n)
      if (kana.startsWith(given)) return { name: `${family} ${given}`, kana: `${kana.slice(n, -n)} ${given}` }
    }
  }
  // The reading glued to a name read without its gap, the reading's own gap kept ('岡崎達也ぉか ざきたつ'):
  // the name stands; the reading, its ends lost or misread, is left for the line beside to give.
  // Six kana at least, two more than kanji: '松本さ くら' is a given name in hiragana read with a gap.
  const glued = /^([\u3400-\u9FFF々〆ヶ]{2,})([\u3041-\u3096\u30A1-\u30FA\u30FC]+ [\u3041-\u3096\u30A1-\u30FA\u30FC]+)$/.exec(line)
  const gluedKana = glued?.[2].replace(/ /g, '').length ?? 0
  if (glued && gluedKana >= 6 && gluedKana >= glued[1].length + 2) return { name: glued[1] }
  // A given name in kana and its reading beside it in the other script or past a sign ('川村カンナ かわむら かんなり').
  const kanaGiven = kanaGivenWithReading(line)
  if (kanaGiven) return kanaGiven
  const beside = /^([\u3400-\u9FFF々〆ヶ]+(?: [\u3400-\u9FFF々〆ヶ]+)?) ([\u3041-\u3096]+(?: [\u3041-\u3096]+)?|[\u30A1-\u30FA\u30FC]+(?: [\u30A1-\u30FA\u30FC]+)?)$/.exec(line)
  // "松本 さくら" is a name with its given name in hiragana: a reading beside it has both parts, or
  // the name before it has both ("橋本 健二 はしもとけんじ": OCR often loses the reading's gap).
  // No reading starts with a small kana: "っつじ" is a mark read before つじ.
  if (beside && (beside[2].includes(' ') || beside[1].includes(' ')) && beside[2].replace(/ /g, '').length >= 4) return { name: beside[1], kana: beside[2].replace(/^[ぁぃぅぇぉっゃゅょゎ]+/, '') }
  // A katakana word longer than the kanji before it, both without a gap ('國分悠真 コクブァュッウ'): a
  // reading beside a name of three kanji or more; no given name of katakana follows a family name so long.
  if (beside && !beside[1].includes(' ') && beside[1].length >= 3 && /^[\u30A1-\u30FA\u30FC]+$/.test(beside[2]) && beside[2].length > beside[1].length) return { name: beside[1], kana: beside[2] }
  return { name: line }
}

/** Katakana and signs OCR reads for look-alike kanji in a name: 健ニ → 健二, ロ → 口, ー → 一. */
const KANJI_LOOKALIKES: Record<string, string> = { ニ: '二', ロ: '口', エ: '工', カ: '力', タ: '夕', ト: '卜', ハ: '八', ー: '一' }
export function fixKanjiLookalikes(line: string): string {
  // Only a lone katakana next to kanji: a real katakana word (ミドリ) stays as it is.
  // …and 一 before the ノ of a family name (一ノ瀬, 一ノ宮) read as a long-vowel mark: no name starts ーノ.
  return line
    .replace(/(?<![\u30A1-\u30FA\u30FC])[ー―](?=ノ[\u3400-\u9FFF])/g, '一')
    .replace(/(?<=[\u3400-\u9FFF々])[ニロエカタトハー](?![\u30A1-\u30FA\u30FC])|(?<![\u30A1-\u30FA\u30FC])[ニロエカタトハー](?=[\u3400-\u9FFF々])/g, (c) => KANJI_LOOKALIKES[c])
}
