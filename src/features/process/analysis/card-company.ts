import { CJK, compactCjk } from './ocr-text'
import { isEnglishName, isJapaneseName } from './card-roles'

// The company of a card: its legal form (株式会社, 一般社団法人…, (株), ㈱ misread), near-misses of the form
// repaired, and the logo marks and names read on its row taken off.

const JP_LEGAL =
  /株式会社|有限会社|合同会社|合資会社|合名会社|\((?:株|有|合)\)|[一公]般?(?:社団|財団)法人|公益(?:社団|財団)法人|社団法人|財団法人|学校法人|医療法人|社会福祉法人|特定非営利活動法人|NPO法人|独立行政法人|国立大学法人|(?:税理士|弁護士|司法書士|行政書士|社会保険労務士|特許業務|監査)法人|(?:事業|生活|農業|漁業)?協同組合|協業組合|企業組合|商工組合/
const EN_LEGAL = /\b(?:inc\.?|incorporated|co\.,?\s*ltd\.?|company|corporation|corp\.?|llc|l\.l\.c\.|ltd\.?|limited|k\.k\.|g\.k\.|holdings|gmbh|plc)(?=$|[\s,.])/i

/**
 * A company's row that holds more past a gap: the address from its postal code on ('弁護士法人みなと総合
 * 法律事務所 963-8002 福島県…'), or what a rule read as a bar sets apart ('有限会社QUBIT FORGE | 〒 160-0023
 * …', '…技術協会 | 000.'). Cut into its parts, so the company and the address are each found whole.
 */
export function splitCompanyRow(line: string): string[] {
  if (!JP_LEGAL.test(line)) return [line]
  // The address from its 〒 on, however its code was read ('〒0.- 埼玉県…', '〒780-0870高知県…'), or from a bare code.
  // Its 〒 read as a 7 or T after the form ('常磐化成 (株)   7862-0050 熊本県…').
  const parts = line
    .replace(/(株式会社|有限会社|合同会社|法人|\((?:株|有|合)\))\s*[7T](?=[0-9]{3}-[0-9]{4}\s)/, '$1 〒')
    .split(/\s+\|\s+|\s+(?=〒)|\s+(?=[0-9]{3}-[0-9]{4}(?:\s|$))/)
    .filter((p) => p.trim())
  return parts.length > 1 && parts.some((p) => JP_LEGAL.test(p)) ? parts : [line]
}

/** Legal forms, longest first; OCR near-misses of them (析式会社, ー般社団法人) are repaired to these. */
export const JP_FORMS = [
  '特定非営利活動法人',
  '事業協同組合',
  '協同組合',
  '協業組合',
  '企業組合',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '公益財団法人',
  '社会福祉法人',
  '独立行政法人',
  '国立大学法人',
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '医療法人',
  '学校法人',
  '社団法人',
  '財団法人',
  '宗教法人',
  '税理士法人',
  '弁護士法人',
  '監査法人',
]

/** Replaces a window one character off a legal form (two off for forms of six or more) by the form. */
export function repairLegalForm(line: string): string {
  // A form of 会社 cut at the card's edge, its last glyph lost ('| T-PLUS 有限会').
  const cut = /(?<=\S\s?)(株式|有限|合同|合資|合名)会$/.exec(line)
  if (cut) return `${line}社`
  // A form read whole may be the end of a longer one misread at its start (ーー般社団法人 holds 社団法人):
  // only those longer forms are still looked for.
  // A gap read inside the form ('O医 療法人博愛会'): the form with its glyphs joined.
  for (const form of JP_FORMS) {
    const gapped = new RegExp([...form].join('\\s*'))
    if (!line.includes(form) && gapped.test(line)) return repairLegalForm(line.replace(gapped, form))
  }
  const present = JP_FORMS.filter((form) => line.includes(form))
  const sought = present.length ? JP_FORMS.filter((form) => present.every((p) => form.length > p.length && form.endsWith(p))) : JP_FORMS
  const chars = [...line]
  for (const form of sought) {
    const f = [...form]
    const allowed = f.length >= 6 ? 2 : 1
    for (let i = 0; i + f.length <= chars.length; i++) {
      let misses = 0
      // A space or a sign is the form's edge, no glyph of it misread ('? 協同組合' is no 事業協同組合); a
      // space where its first glyph stands is that glyph lost past a mark ('© 般社団法人'), the gap kept.
      const lostHead = /\s/.test(chars[i]) && i > 0
      for (let j = 0; j < f.length && misses <= allowed; j++) if (chars[i + j] !== f[j]) misses += /[\s\p{P}\p{S}]/u.test(chars[i + j]) && !(j === 0 && lostHead) ? allowed + 1 : 1
      // One of the form's last two characters (会社, 法人) must be right: they are what makes it a form.
      if (misses <= allowed && (chars[i + f.length - 1] === f[f.length - 1] || chars[i + f.length - 2] === f[f.length - 2])) {
        return [...chars.slice(0, lostHead ? i + 1 : i), ...f, ...chars.slice(i + f.length)].join('')
      }
    }
  }
  return present.length ? line : repairFormAtEdge(chars)
}

/**
 * Forms of four whose middle pair no other word a card prints holds at a line's edge (療法 is in
 * 理学療法士, but not as its second and third). 社団 and 財団 法人 share theirs: neither is guessed.
 */
const CORE_FORMS = ['株式会社', '有限会社', '合同会社', '医療法人', '学校法人', '宗教法人']

/**
 * A form of four read with both its outer glyphs wrong ('話療法入清和会' for 医療法人清和会): only at the
 * line's start or end, where a company's form stands, its middle pair right, and a name of two or more
 * beside it.
 */
function repairFormAtEdge(chars: string[]): string {
  if (chars.length < 6 || chars.some((c) => /\s/.test(c))) return chars.join('')
  for (const form of CORE_FORMS) {
    const f = [...form]
    for (const i of [0, chars.length - 4]) {
      const w = chars.slice(i, i + 4)
      if (w[1] === f[1] && w[2] === f[2] && w.every((c) => /[\u3400-\u9FFF]/.test(c))) return [...chars.slice(0, i), ...f, ...chars.slice(i + 4)].join('')
    }
  }
  return chars.join('')
}

/** Logo letters and marks read in front of (or after) a company name: "Q 株式会社…", "© 株式会社…". */
const LEAD_NOISE = /^(?:[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s]{1,3}\s+)+/u
/** The line without a logo's letters or marks read before it. */
export const withoutLeadNoise = (line: string) => line.replace(LEAD_NOISE, '')
// Only after kana or kanji: past a Latin word a short one is the name's own ('有限会社 AXIS ONE').
const TAIL_NOISE = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(?:\s+[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\s]{1,3})+$/u
/**
 * A square logo right of the name, read as a lone 回 or 口 after a gap (or left of it, before one, or as a ロ glued before kanji:
 * 'ロ鳳凰ホールディングス', or as 回, 四, 国 or 図 before a name in katakana: '四タカラブネ株式会社', '四 グリーンフィールド'; a 回 or 円 glued before the legal form the name starts with: '回一般財団法人…', '円一般財団法人…').
 */
const TAIL_MARK = /\s+[回口□]$/
/** A closing bracket no bracket opened, with a kana glued before it: a mark's edge after the name ('森と川の学校し」'). */
const TAIL_BRACKET = /^(?![^「『]*[「『])(.*[\u3400-\u9FFF\u30A1-\u30FA])\s*[\u3041-\u3096]?[」』]$/
const LOGO_BEFORE_KATAKANA = /^[回四国図]\s*(?=[\u30A1-\u30FA][\u30A1-\u30FAー・]{2})/
const LEAD_MARK = new RegExp(
  `^[回口□ロ]\\s+(?=[\\u30A1-\\u30FA\\u3400-\\u9FFF(])|^ロ(?=[\\u3400-\\u9FFF]{2})|${LOGO_BEFORE_KATAKANA.source}|^[回円](?=一般|公益|医療法人|学校法人|社会福祉法人|特定非営利|株式会社|有限会社|合同会社)`,
)
/**
 * A unit printed after the company on its row, past a gap ('蒼天ロジスティクス(株) 営業部'): the
 * department's, not the company's. Only after a name that ends in its form (株式会社 阿部 is a name).
 */
const TAIL_UNIT = /(?<=\S(?:株式会社|有限会社|合同会社|\((?:株|有|合)\)))\s+\S*(?:部|課|室|支店|支社|営業所)$/

const ANY_FORM = new RegExp(JP_FORMS.join('|'), 'g')
/**
 * A logo read as a lone kana or kanji before the name: "の有限会社…", "の) 有限会社…", "図 社会福祉法人…", "〇 医療法人…",
 * "の (有) …" (a glyph set apart before a legal form that starts the name, written out or bracketed), "の〇 …" (two),
 * "の 千代田プランニング㈱" (a lone kana set apart).
 */
const FORM_AHEAD = `(?=${JP_FORMS.join('|')}|\\((?:株|有|合)\\))`
const MARK_BEFORE_NAME = new RegExp(
  `^[\\u3041-\\u3096ー]?[\\u3041-\\u3096ー〇○◯◎●][)）」]?\\s*${FORM_AHEAD}|^[\\u3400-\\u9FFF〇○◯◎●]\\s+${FORM_AHEAD}|^[\\u3041-\\u3096][〇○◯◎●]?\\s+(?=[\\u30A1-\\u30FA\\u3400-\\u9FFFA-Z])` +
    // …a kana and a circle glued before a katakana name that ends in its form ('の〇ノヴァリンク株式会社'),
    // …a letter or digit glued before the form ('O医療法人…'),
    `|^[A-Za-z0-9]${FORM_AHEAD}` +
    `|^[\\u3041-\\u3096]?[〇○◯◎●](?=[\\u30A1-\\u30FA][\\u30A1-\\u30FAー・]{1,12}(?:株式会社|有限会社|合同会社|\\((?:株|有|合)\\))$)` +
    // …and a lone kanji set apart before a name that ends in its form ('皿 越後米穀合同会社', '図 那須野牧場㈲').
    `|^[\\u3400-\\u9FFF]\\s+(?=[\\u3400-\\u9FFF\\u30A1-\\u30FAー]{2,12}(?:株式会社|有限会社|合同会社|\\((?:株|有|合)\\))$)`,
)

/** A katakana and the kanji it looks like, side by side in a company's kanji: one glyph read in both scripts ('陸奥電カ力工事'). */
const TWIN_GLYPHS = /(?<=[\u3400-\u9FFF])(?:カ力|力カ|ロ口|口ロ|ニ二|二ニ|エ工|工エ|ハ八|八ハ|タ夕|夕タ|ト卜|卜ト)/g
/** A vowel read a second time, small, beside itself ('北海デイィリーサービス', a gap between: 'オ ォーロラ'): no name writes イィ. */
const TWIN_VOWEL = /(?<=ア)\s?ァ|(?<=イ)\s?ィ|(?<=ウ)\s?ゥ|(?<=エ)\s?ェ|(?<=オ)\s?ォ/g
const unTwin = (s: string) => s.replace(TWIN_GLYPHS, (pair) => [...pair].find((c) => /[\u3400-\u9FFF]/.test(c))!).replace(TWIN_VOWEL, '')

/** A kanji name, family and given, printed before something else on one row ("東海林 周平 三協テクノ株式会社"). */
export function leadingName(line: string): { name: string; rest: string } | undefined {
  const [family, given, ...rest] = line.split(' ')
  return rest.length && isJapaneseName(`${family} ${given}`) ? { name: `${family} ${given}`, rest: rest.join(' ') } : undefined
}

/**
 * A legal form's first glyph read twice ('有有限会社', '株株式会社', 'KIZUNA PARTNERS株株式会社'): no name ends in it before the form;
 * 株 not even after kanji, where ㈱ was read as 株 and as itself ('シンフォニア企画株㈱').
 */
const DOUBLED_FORM_HEAD = /(?:^|(?<=[\sA-Za-z]))(有|合)\1(?=限会社|同会社)|株(?=株式会社)/
/**
 * A mark read as a glyph after the form, before the name: ㈱ read as the form and as 株 again
 * ('株式会社株信州アルプス観光'), or as 人 ('有限会社人八雲商会'); not the words that start so (株主, 人材…).
 */
const GLYPH_AFTER_FORM = /(?<=^(?:株式会社|有限会社|合同会社))(?:株(?![主価式券])|人(?![事材間権生物形気口員]))(?=[\u3400-\u9FFF\u30A1-\u30FA]{3})/
/** IT read as I and the katakana ト between kanji and katakana ('三和Iトソリューションズ'). */
const IT_AS_KANA = /(?<=[\u3400-\u9FFF])Iト(?=[\u30A1-\u30FA])/g

/** A company is written without a gap at its legal form ('合資会社QUBIT FORGE'), whatever the card's spacing. */
const FORM_THEN_GAP = new RegExp(`^(${JP_FORMS.join('|')})\\s+`)
const GAP_THEN_FORM = new RegExp(`\\s+(${JP_FORMS.join('|')})$`)

/**
 * Compounds whose second kanji a company's name holds read as its katakana look-alike or a kanji one
 * ('協同組合北陸金属加エセンター', '鳳風ホールディングス'): no name holds the misread pair.
 */
const MISREAD_COMPOUNDS: Record<string, string> = { 加エ: '加工', 施エ: '施工', 電カ: '電力', 協カ: '協力', 鳳風: '鳳凰' }
// Not before the right glyph itself: '電カ力' is one glyph read in both scripts (unTwin's).
const MISREAD_COMPOUND = new RegExp(Object.entries(MISREAD_COMPOUNDS).map(([misread, right]) => `${misread}(?!${right[1]})`).join('|'), 'g')

/** 工 ending a name read as a Latin T after its kanji ('ポラリス建T', '白鷺精T株式会社'): no name glues one capital to kanji so. */
const KOU_AS_T = /(?<=[\u3400-\u9FFF])T(?=$|\s*(?:株式会社|有限会社|合同会社|合資会社|\((?:株|有|合)\)|㈱|㈲))/

/** The text with MISREAD_COMPOUNDS (and KOU_AS_T) put right. */
export const fixMisreadCompounds = (text: string) => text.replace(MISREAD_COMPOUND, (pair) => MISREAD_COMPOUNDS[pair]).replace(KOU_AS_T, '工')

export function findCompany(line: string): string | undefined {
  // A 千 that starts the name read as 〒, which never stands before a name ('〒石鉄工所株式会社').
  const unmarked = line.replace(/(^|\s)ー(?=[\u3400-\u9FFF])/g, '$1一').replace(/^〒(?=[\u3400-\u9FFF]{2})/, '千')
  const repaired = repairLegalForm(fixMisreadCompounds(unmarked.replace(DOUBLED_FORM_HEAD, '$1').replace(IT_AS_KANA, 'IT')))
  if (JP_LEGAL.test(repaired)) {
    // A romaji name printed on the company's row ("Shinnosuke HORI ソラノワ (株)") is not part of it; a
    // Latin company name before the form alone ("Hokushin Industries 株式会社") is.
    const lead = /^([A-Za-z][A-Za-z'’.-]*(?: [A-Za-z][A-Za-z'’.-]*){1,2}) (?=[\u3041-\u30FF\u3400-\u9FFF(])/.exec(repaired)
    const own =
      lead &&
      repaired
        .slice(lead[0].length)
        .replace(ANY_FORM, '')
        .replace(/\((?:株|有|合)\)/g, '')
    if (lead && isEnglishName(lead[1]) && own && /[\u30A1-\u30FA\u3400-\u9FFF].*[\u30A1-\u30FA\u3400-\u9FFF]/.test(own)) return findCompany(repaired.slice(lead[0].length))
    // So is a kanji name, family and given, before it ("東海林 周平 三協テクノ株式会社").
    const named = leadingName(repaired)
    if (named && /[\u30A1-\u30FA\u3400-\u9FFF]{2}/.test(named.rest.replace(ANY_FORM, ''))) return findCompany(named.rest)
    // A lone glyph read from a mark before the name ("の有限会社…", "の (有) …", "〇 医療法人…") is noise too.
    return compactCjk(unTwin(repaired).replace(LEAD_NOISE, '').replace(TAIL_NOISE, '').replace(TAIL_MARK, '').replace(TAIL_BRACKET, '$1').replace(TAIL_UNIT, '').replace(LEAD_MARK, '').replace(MARK_BEFORE_NAME, ''))
      .replace(/\s*\(株\)\s*/g, '株式会社')
      .replace(/\s*\(有\)\s*/g, '有限会社')
      .replace(/\s*\(合\)\s*/g, '合同会社')
      .replace(FORM_THEN_GAP, '$1')
      .replace(GAP_THEN_FORM, '$1')
      // Once the bracketed forms are written out ('株(株)', '(株)株信州…').
      .replace(DOUBLED_FORM_HEAD, '$1')
      .replace(GLYPH_AFTER_FORM, '')
      .trim()
  }
  if (EN_LEGAL.test(line) && !/@/.test(line)) return line.trim()
  return undefined
}
/**
 * ㈱ after a name is a small circled glyph the engine reads as one look-alike kanji (伯, 移, 物, 株, 伏…),
 * as "(株" without its closing bracket or "株)" (X株) without its opening one: "カエデ伯" is カエデ株式会社. Only for the card's top lines, and only
 * when no line has a legal form (see extract-fields); the line's low confidence flags it for the office.
 */
const CIRCLED_KABU = new RegExp(`^([${CJK}]{2,12}?)\\s*(?:\\(株[)ー]?|[A-Za-z]?株\\)|[伯移物株柳牧徐称販伏賠俳暫]|人[内株]?)$`)
/**
 * A person's name whose given name ends in 人 (御手洗 直人, 佐藤 隼人), printed with its gap: the 人 is the
 * name's own, not ㈱ read as 人 (which stands alone or glued to the company's last glyph).
 */
const givenInHito = (line: string) => /\s[\u3400-\u9FFF々]+人$/.test(line.trim()) && isJapaneseName(line.trim())
/** ㈲ read as "(有" or "(用" without its bracket: "白鷺精工(用" is 白鷺精工有限会社. */
const CIRCLED_YU = new RegExp(`^([${CJK}]{2,12}?)\\s*\\([有用]$`)
/**
 * The mark printed before the name: "(栓アルタイル", "(柳白鷺精工" (㈱ read as a bracket and a kanji), "(有…" (㈲);
 * its closing bracket read as a letter on a photo ("(株W桐生テキスタイル") or as ー down a vertical card ("(有ー千代田…");
 * its 株 read as a digit in a lamp's glare ('(9湊ネットワークス').
 */
const CIRCLED_LEAD = new RegExp(`^\\(([\\u3400-\\u9FFF0-9])[)ーA-Za-z]?\\s*([${CJK}]{2,12})$`)
/**
 * ㈱ before a name that starts in kana read as the 株 inside it, its circle lost ('株アルタイル', '株ひまわり介護'),
 * or read twice, as 株 and a look-alike ('株 物リーフデザイン'): no word starts so.
 */
const KABU_BEFORE_KATAKANA = /^株\s*(?:[伯移物柳牧伏]\s*)?([\u3041-\u3096\u30A1-\u30FAー][\u3041-\u3096\u30A1-\u30FAー\u3400-\u9FFF々]{1,11})$/
/** ㈲ so, read as 有 glued before a katakana name (no word starts 有 and katakana), a logo's marks before it ('回 8 有カナリア通信'). */
const YU_BEFORE_KATAKANA = /^有([\u30A1-\u30FA][\u30A1-\u30FAー\u3400-\u9FFF々]{1,11})$/
/** Marks a logo is read as, each alone before a gap: a square (回), or a sign or digit or two ('回 8 …'). */
const LOGO_TOKENS = /^(?:(?:[回口□]|[^\s\p{L}])[^\s\p{L}]?\s+)+/u
/**
 * So before a longer name of kanji and katakana ('株信州アルプス観光'): not the words that start with 株
 * (株主, 株価…) nor a short name of kanji, which may be one (株木建設).
 */
const KABU_BEFORE_KANJI = /^株(?![主価式券])((?=[^\u30A1-\u30FA]*[\u30A1-\u30FA])[\u3400-\u9FFF々][\u3400-\u9FFF々\u30A1-\u30FAー]{3,11}|[\u3400-\u9FFF々]{5,12})$/
/**
 * ㈱ read as 人 glued before a name of kanji and katakana on a photo ('人湊ネットワークス'), as it is after
 * one (CIRCLED_KABU); not 人事…, 人材…, words that start so, nor a line with a gap in it.
 */
const KABU_AS_HITO = /^人(?![事材間権生物形気口員])([\u3400-\u9FFF々][\u3400-\u9FFF々]{0,3}[\u30A1-\u30FAー]{2,10})$/
/**
 * (株) or ㈱ before a Latin name, its brackets lost and the circle or bracket read as one sign ('株®MIRAIZ')
 * or as a square set apart ('株回 sora Digital': a name of two words past the gap may start in lower case):
 * no word starts 株 and a sign before capitals.
 */
const KABU_BEFORE_LATIN = /^株\s*(?:[^\s\p{L}\p{N}]|[回口□](?=\s))?\s*((?<=\s)[a-z][A-Za-z0-9&.'’-]*(?: [A-Za-z0-9&.'’-]+){1,3}|[A-Z][A-Za-z0-9&.'’-]*(?: [A-Za-z0-9&.'’-]+){0,3})$/u
/**
 * ㈱ after a Latin name read as '(#)' ('Sora Digital(#)', 'ARCUS(#)', its closing bracket lost: 'MIRAIZ(#',
 * or its opening one: 'Studio KAZE#)'): its circle a bracket, its kanji a sign.
 */
const CIRCLED_AFTER_LATIN = /^([A-Za-z][A-Za-z0-9&.'’-]*(?: [A-Za-z0-9&.'’-]+){0,3})\s*(?:\(#\)?|#\))$/
/**
 * The Latin name before a circled form read as a sign ('ARCUS(#)' → ARCUS): ㈱ and ㈲ are both read so,
 * so the form findCircledKabu puts after it is a guess (field-confidence flags it).
 */
export function nameBeforeSign(line: string): string | undefined {
  // Logo marks read before it ('(a | Sora Digital(#)') are no part of the name.
  const m = CIRCLED_AFTER_LATIN.exec(withoutLeadNoise(line.trim()))
  return m && m[1].replace(/[^A-Za-z]/g, '').length >= 3 ? m[1] : undefined
}

export function findCircledKabu(line: string): string | undefined {
  // A square logo before a name in katakana ('四タカラブネ株'); other marks stay for CIRCLED_LEAD to judge ('口 (株柳…').
  const s = compactCjk(line.replace(LEAD_NOISE, '').replace(TAIL_NOISE, '').replace(LOGO_BEFORE_KATAKANA, ''))
  if (JP_LEGAL.test(line)) return undefined
  const latin = nameBeforeSign(line)
  if (latin) return `${latin}株式会社`
  const latinAfter = KABU_BEFORE_LATIN.exec(withoutLeadNoise(line.trim()))
  if (latinAfter && latinAfter[1].replace(/[^A-Za-z]/g, '').length >= 3) return `株式会社${latinAfter[1]}`
  const named = (name: string) => /[\u30A1-\u30FA\u3400-\u9FFF]{2}/.test(name)
  const yu = CIRCLED_YU.exec(s)
  if (yu && named(yu[1])) return `${yu[1]}有限会社`
  const lead = CIRCLED_LEAD.exec(s)
  // Its closing bracket read as 人 ('(有人八雲商会'), as after a written-out form.
  if (lead && named(lead[2])) return (/[有用]/.test(lead[1]) ? `有限会社${lead[2]}` : `株式会社${lead[2]}`).replace(GLYPH_AFTER_FORM, '')
  const kabu = KABU_BEFORE_KATAKANA.exec(s) ?? KABU_BEFORE_KANJI.exec(s)
  if (kabu) return `株式会社${kabu[1]}`
  const yuKana = YU_BEFORE_KATAKANA.exec(compactCjk(line.trim().replace(LOGO_TOKENS, '')))
  if (yuKana) return `有限会社${yuKana[1]}`
  const hito = KABU_AS_HITO.exec(line.replace(LEAD_NOISE, '').trim())
  if (hito) return `株式会社${hito[1]}`
  const m = CIRCLED_KABU.exec(s)
  if (!m || !named(m[1]) || givenInHito(line)) return undefined
  return `${m[1]}株式会社`
}

/** A company whose name glues lower-case letters to kana or kanji, or holds brackets ('woント有限会社', 'を[人葉堂'): a logo or a misread, not a name. */
export const isGarbledCompany = (company: string) => /[a-z][\u3041-\u30FF\u3400-\u9FFF]|[\u3041-\u30FF\u3400-\u9FFF][a-z]|[[\]{}<>|]/.test(company)

export const isJapaneseCompany = (company: string) => JP_LEGAL.test(company) || /株式会社|有限会社|合同会社/.test(company)
