import { ANALYSIS_ERRORS, missingFieldsError } from '@/core/api/contract/product/process'
import { hasCjk, toLines } from './ocr-text'
import { findEmail, findUrl, readEmail, readPhones, readPhonesAcross, type PhoneHit } from './extract-contacts'
import { casedAs, companyAsDomainSpells } from './company-latin'
import { cardEvidence, correctEmail, fullerEmail } from './email-evidence'
import { enlargeStrayKana, isReading, joinCutNameRows, readingOfEmail, spelledAsReading, tidyReading, unbracketReading } from './name-reading'
import { findPostal, isAddressLine, isBuildingLine, isFloorLine, isStreetLine, isTownHead, lacksStreet, loneCode, splitBarredAddress, tidyAddress } from './extract-address'
import { continueAddress } from './address-columns'
import { revoiceAgainst } from './kana-romaji'
import { restoreLostKo } from './lost-ko'
import { nameOfReading, nameSpellings } from './reading-names'
import { stripNameNoise } from './name-noise'
import { findRole, fixKanjiLookalikes, joinSpacedTitle, joinSplitWords, isEnglishName, isJapaneseName, isKanaLine, splitReading, stripTitle } from './card-roles'
import { findCircledKabu, findCompany, isGarbledCompany, isJapaneseCompany, leadingName, splitCompanyRow, withoutLeadNoise } from './card-company'

// Business-card text → name-card fields. Pure: no DOM, no OCR engine; the analysis worker feeds it
// OCR text and the unit tests feed it card texts directly.

export type ExtractedFields = {
  full_name: string
  full_name_kana: string
  email: string
  phone_number: string
  /** Kept apart so a fax number is never taken for the phone. */
  fax_number: string
  mobile_number: string
  company: string
  department: string
  position: string
  website: string
  address: string
  postal_code: string
}

export type Extraction = { fields: ExtractedFields; analyst_status: 'success' | 'fail'; err_msg: string }

export { ANALYSIS_ERRORS }

const empty = (): ExtractedFields => ({
  full_name: '', full_name_kana: '', email: '', phone_number: '', fax_number: '', mobile_number: '',
  company: '', department: '', position: '', website: '', address: '', postal_code: '',
})

/** A phone or fax number as one word ('03-6477-9835'). */
const PHONE_LIKE = /^\+?\(?\d[\d()-]{7,}$/
const GROUP_COMPANY = /^(?:グループ(?:会社|企業)|関連会社|関係会社|系列会社|提携先)/

/** Two words of letters, each capitalised or in capitals, after kanji or kana: a name's romaji on its row. */
const ROMAJI_AFTER = /(?<=[\u3040-\u30FF\u3400-\u9FFF々])\s+[A-Z][A-Za-z]+\s+[A-Z][A-Za-z]+$/

/**
 * '新井      し のぶ' → '新井 しのぶ': a kanji family name and a short hiragana given name cut into glyphs.
 * A longer kana run after a longer kanji one is the whole name's reading beside it (splitReading's).
 */
function joinSpacedKanaGiven(line: string): string {
  const m = /^([\u3400-\u9FFF々〆ヶ]{1,3})\s+([\u3041-\u3096]+(?:\s+[\u3041-\u3096]+)+)$/.exec(line.trim())
  const given = m?.[2].replace(/\s+/g, '')
  if (m && given && given.length <= 4 && !/^[ぁぃぅぇぉっゃゅょゎ]/.test(given)) return `${m[1]} ${given}`
  // So a katakana given name, its gaps read anywhere ('能 登カ ンナ': 能登 カンナ): cut where the script changes.
  const kata = /^([\u3400-\u9FFF々]{2,4})([\u30A1-\u30FA][\u30A1-\u30FAー]{1,4})$/.exec(line.replace(/\s+/g, ''))
  const cutInside = /[\u3400-\u9FFF々]\s+[\u3400-\u9FFF々]|[\u30A1-\u30FAー]\s+[\u30A1-\u30FAー]/.test(line.trim())
  return kata && cutInside && !/^[ァィゥェォッャュョヮンー]/.test(kata[2]) ? `${kata[1]} ${kata[2]}` : line
}

/** Whether `other` is `name` with one or two glyphs more at its ends ('辻 康平' for '辻 康', '鬼頭悠真' for '頭 悠'): the same name, read whole. */
function wholerName(other: string, name: string): boolean {
  const [a, b] = [other.replace(/\s/g, ''), name.replace(/\s/g, '')]
  return b.length >= 2 && a.includes(b) && a.length - b.length >= 1 && a.length - b.length <= 2
}

/** A name printed before the company on its row, not a part of the company itself ('回 協同 組合…' is 協同組合 after a logo). */
function nameBesideCompany(line: string, company: string): string | undefined {
  const named = leadingName(line)
  const [family, given] = named?.name.split(' ') ?? []
  return named && !company.startsWith(family) && !company.includes(given) ? named.name : undefined
}

export function extractFields(text: string): Extraction {
  const lines = joinCutNameRows(toLines(joinSpacedTitle(text)).map(unbracketReading).map(enlargeStrayKana), (l) => !!findRole(l)).flatMap(splitCompanyRow).flatMap(splitBarredAddress)
  const f = empty()
  if (!lines.length) return { fields: f, analyst_status: 'fail', err_msg: ANALYSIS_ERRORS.noText }
  const used = new Set<number>()
  const phones: PhoneHit[] = []
  let telLost = false

  // 1. Contacts: unambiguous patterns first, so their lines never look like names.
  let lostHead: string | undefined
  const joinedPhone = new Set<number>()
  const emails: string[] = []
  lines.forEach((line, i) => {
    const hit = readEmail(line)
    let email = hit?.email
    // An address split over two lines at a separator ("naoki." / "hashimoto@…", "…@" / "domain.co.jp",
    // "naoki.hashimoto@mail." / "example.co.jp").
    const next = lines[i + 1]
    const splitHere = /[@._-]$/.test(line) || /^[@._-]/.test(next ?? '')
    // A phone number ending the line before ('TEL. 03-6477-9835' / '.mizutani@…') is no part of one.
    const head = line.split(' ').pop()!
    if (next !== undefined && !used.has(i + 1) && splitHere && /@/.test(line + next) && !PHONE_LIKE.test(head)) {
      // Only the last word of the first line and the first word of the next belong to the address.
      const joined = findEmail(`${head}${next.split(' ')[0]}`)
      if (joined && (!email || joined.length > email.length)) {
        email = joined
        used.add(i + 1)
      }
    }
    if (email) emails.push(email)
    if (email && !f.email) {
      f.email = email
      lostHead = email === hit?.email ? hit.lostHead : undefined
    }
    // The second half of a number cut over two lines was read with the first.
    const across = joinedPhone.has(i) ? undefined : readPhonesAcross(line, next)
    if (across) joinedPhone.add(i + 1)
    const { hits, unreadTel } = across ?? (joinedPhone.has(i) ? { hits: [], unreadTel: false } : readPhones(line))
    phones.push(...hits)
    telLost ||= unreadTel
    const url = findUrl(line)
    if (url && !f.website) f.website = url
    if (email || hits.length || url || joinedPhone.has(i)) used.add(i)
  })
  const fuller = fullerEmail(f.email, emails)
  if (fuller !== f.email) [f.email, lostHead] = [fuller, undefined]
  if (f.email) f.email = correctEmail(f.email, cardEvidence(lines), lostHead)
  f.phone_number = phones.find((p) => p.kind === 'tel')?.number ?? ''
  f.mobile_number = phones.find((p) => p.kind === 'mobile')?.number ?? ''
  f.fax_number = phones.find((p) => p.kind === 'fax')?.number ?? ''
  // A mobile-only card's mobile is its phone; not where the phone's own number was lost.
  if (!f.phone_number && !telLost) f.phone_number = f.mobile_number

  // 2. Company before address: "株式会社…" lines may hold a town name.
  let nameOnCompanyRow: { line: string; i: number } | undefined
  lines.forEach((line, i) => {
    if (used.has(i)) return
    // A group or related company printed in small ('グループ企業 株式会社伊吹工務店', '関連会社/…') is not the holder's.
    if (GROUP_COMPANY.test(withoutLeadNoise(line))) {
      used.add(i)
      return
    }
    const company = findCompany(line)
    if (!company) return
    // A name printed on the company's row ("東海林 周平 三協テクノ株式会社"): findCompany left it out.
    const named = nameBesideCompany(line, company)
    if (!nameOnCompanyRow && named) nameOnCompanyRow = { line: named, i }
    // On bilingual cards the Japanese name is the one the records use; a clean name beats a garbled one (a logo read as text).
    // So does the name read whole over the same name cut off at its end ('合同会社北海デ' from a first line read short).
    const wholer = isJapaneseCompany(f.company) && company.startsWith(f.company) && company.length > f.company.length
    if (!f.company || wholer || (isJapaneseCompany(company) && !isJapaneseCompany(f.company)) || (isGarbledCompany(f.company) && !isGarbledCompany(company))) {
      f.company = company
    }
    used.add(i)
  })

  // A ㈱ read as a look-alike kanji leaves the company without its legal form: look at the top lines,
  // and further down as far as the first contact or address (a name under the company, the company
  // over the address), on lines without a gap (a name with a one-kanji given name is not a company;
  // a logo's letter before the line is no gap).
  if (!isJapaneseCompany(f.company)) {
    const head = lines.findIndex((line, i) => (used.has(i) && !findCompany(line)) || isAddressLine(line) || !!findPostal(line))
    const reach = Math.max(2, head === -1 ? lines.length : head)
    // A name printed on the row before it ("齋藤 晴美 千代田プランニング賠") is the name.
    const circled = (line: string, i: number) => ((i < 2 || !withoutLeadNoise(line).includes(' ')) && findCircledKabu(line)) || findCircledKabu(leadingName(line)?.rest ?? '')
    const top = lines.slice(0, reach).findIndex((line, i) => !used.has(i) && circled(line, i))
    if (top !== -1) {
      // Cased as the card's English name spells it ('sora Digital' beside Sora Digital Inc.).
      f.company = casedAs(circled(lines[top], top)!, f.company)
      const named = nameBesideCompany(lines[top], f.company)
      if (named && !nameOnCompanyRow) nameOnCompanyRow = { line: named, i: top }
      used.add(top)
    }
  }

  // A kana the engine read twice in the company's name, a Latin name a glyph off: put right where its domain spells it.
  if (f.company) f.company = companyAsDomainSpells(f.company, f.email, f.website, lines)

  // 3. Postal code and address (with a building line under it).
  lines.forEach((line, i) => {
    if (used.has(i) || f.address) return
    const postal = findPostal(line)
    if (postal) {
      f.postal_code = postal.postal
      used.add(i)
      let address = postal.rest
      let next = i + 1
      if (!address && next < lines.length && !used.has(next) && isAddressLine(lines[next])) {
        address = lines[next]
        used.add(next++)
      }
      if (address) f.address = tidyAddress(continueAddress(address, lines, next, used))
    }
  })
  if (!f.address) {
    let i = lines.findIndex((line, j) => !used.has(j) && isAddressLine(line) && !isJapaneseName(line))
    // A street column whose town column above was read without its prefecture (nor its code's 〒).
    if (i > 0 && !used.has(i - 1) && isStreetLine(lines[i]) && !/[都道府県市区郡]/.test(lines[i]) && isTownHead(lines[i - 1])) i--
    // A Japanese town without its street goes on in the columns after it; an English address (words in lower case) has its own rule.
    if (i !== -1 && lacksStreet(lines[i]) && !/[a-z]{3}/.test(lines[i])) {
      used.add(i)
      f.address = tidyAddress(continueAddress(lines[i], lines, i + 1, used))
    } else if (i !== -1) {
      used.add(i)
      let address = lines[i]
      // English addresses run over two lines ("1-2-3 Marunouchi, Chiyoda-ku" / "Tokyo 100-0005, Japan").
      const next = i + 1
      if (next < lines.length && !used.has(next) && (isAddressLine(lines[next]) || isBuildingLine(lines[next]))) {
        const postal = findPostal(lines[next])
        if (postal && !f.postal_code) f.postal_code = postal.postal
        address = `${address}${/[a-z]/i.test(address) ? ', ' : ' '}${postal ? postal.rest : lines[next]}`
        used.add(next)
      }
      const postal = findPostal(address)
      if (postal && !f.postal_code) {
        f.postal_code = postal.postal
        address = postal.rest
      }
      f.address = tidyAddress(address)
    }
  }

  // A code alone on its line, its 〒 read as a letter or two (a vertical card's sideways 'I 880-0805', 'ト 850-0862').
  if (f.address && !f.postal_code) {
    const alone = lines.findIndex((line, i) => !used.has(i) && loneCode(line))
    if (alone >= 0) {
      f.postal_code = loneCode(lines[alone])!
      used.add(alone)
    }
  }

  // A street column the reading put apart from its town (a unit read between them on a turned card):
  // the one free line of a street in 丁目, 番 and 号, with the building after it.
  if (f.address && hasCjk(f.address) && lacksStreet(f.address)) {
    const far = lines.flatMap((line, k) => (!used.has(k) && isStreetLine(line) && /丁目|番地?|号/.test(line) && !/[0-9]{3}/.test(line) ? [k] : []))
    if (far.length === 1) {
      used.add(far[0])
      f.address = tidyAddress(continueAddress(`${f.address}${lines[far[0]]}`, lines, far[0] + 1, used))
    }
  }
  // A building the reading put apart from its street (a sideways card read in another order): the one
  // free line ending in a floor or room.
  if (f.address && hasCjk(f.address) && !lacksStreet(f.address) && !isBuildingLine(f.address)) {
    const far = lines.flatMap((line, k) => (!used.has(k) && isFloorLine(line) ? [k] : []))
    if (far.length === 1) {
      f.address = tidyAddress(`${f.address} ${lines[far[0]]}`)
      used.add(far[0])
    }
  }

  // 4. Department and position.
  lines.forEach((line, i) => {
    if (used.has(i)) return
    const role = findRole(line)
    // A line that is a long title alone, put right (常務劫行役員 is 常務執行役員), is no name for its kanji.
    // So is one of three glyphs put right (日場長 is 工場長).
    const whole = line.replace(/\s/g, '')
    const titleAlone = !!role?.position && !role.department && (role.position.length >= 4 || role.position !== whole) && role.position.length === whole.length
    // A name with its reading beside it (長谷部 武史 はせべ たけし) is no unit either.
    if (!titleAlone && (isJapaneseName(fixKanjiLookalikes(line)) || isJapaneseName(fixKanjiLookalikes(splitReading(line).name)) || isKanaLine(line))) return
    if (!role) {
      // A title heading a name line whose name is misread ("係長 =47 奈々") is still the title; the
      // line stays free for the name rules.
      const { title, department, rest } = stripTitle(line)
      if (title && !isJapaneseName(rest) && !f.position) {
        f.position = title
        if (department && !f.department) f.department = department
      }
      return
    }
    if (role.department && !f.department) f.department = role.department
    if (role.position && !f.position) f.position = role.position
    used.add(i)
  })

  // A title printed in the left column of a row whose right holds a number or an e-mail
  // ('事務局長                @ 090-4977-1856'): the contact rules took the row.
  if (!f.position) {
    const head = (line: string) => line.split(' ')[0]
    const titled = lines.find((line, i) => used.has(i) && findRole(head(line))?.position === head(line) && /\d{2,4}[-(). ]\d{2,4}[-(). ]\d{3,4}|@/.test(line.slice(head(line).length)))
    if (titled) f.position = head(titled)
  }

  // AI before a katakana title read with a lower-case l ('Alエンジニア').
  f.position = f.position.replace(/^Al(?=[\u30A1-\u30FA])/, 'AI')

  // 5. Name and its reading from what is left; a kanji name beats a romaji one on bilingual cards.
  const free = lines.map((line, i) => ({ line, i })).filter(({ i }) => !used.has(i))
  let nameAt = -1
  // A name with its reading above or below it, then one printed with a gap between family and given
  // name, beats another name-like line (a misread title, 放任 for 主任). Sorting is stable: else card order.
  const besideKana = (i: number) => [i - 1, i + 1].some((j) => j >= 0 && j < lines.length && !used.has(j) && isReading(lines[j]))
  // Lower-case letters after a kanji name are OCR noise from the card's edge or a mark ("吉田 真由美 ees"),
  // and so are dots or a rule ("濱口さくら …"); a lone symbol (辻 &) may be a misread kanji and stays.
  // So is a mark beside the name read as a letter or two and a bar ("成瀬 慎之介 Ek |"), and small print
  // on the name's row read at its scale ("w= 緒方雄一郎", "真鍋 絵美 <="): see name-noise.
  // The name in romaji printed after it on its row ('原香織   HARA Kaori', '八木 純一 Junichi YAGI') is not part of it.
  // A word all in lower case is never a name's part nor its romaji (which the card capitalises): "渡邊龍之介 wwweswww";
  // nor is a long-vowel mark or a bar alone past a gap (a rule beside the name: '石井和夫 ー', '御手洗 直人 (みたらい なおと) |'), nor a closing bracket ('久保愛 』').
  // A given name in kana read with gaps between its glyphs ('新井      し のぶ') is one word; a lone kana
  // before the family name past a gap is a mark read so ('ブ 大西 ひか り').
  const clean = (line: string) =>
    stripNameNoise(
      /[\u3400-\u9FFF]/.test(line)
        ? joinSpacedKanaGiven(
            line
              .replace(ROMAJI_AFTER, '')
              .replace(/\s+(?:[a-z]+|[….·_~]+|[A-Za-z]{0,2}\s*[|¦!]+|[ー―‐]+|[」』】]+)$/, '')
              // A bar past a gap after it sets the column beside apart ('東 恵子 | ttのs/wojp').
              .replace(/(?<=[\u3400-\u9FFF々\u3041-\u30FF])\s+[|｜¦]\s+\S.*$/, '')
              .replace(/^[\u3041-\u30FA]\s+(?=[\u3400-\u9FFF々]{1,3}\s)/, ''),
          )
        : line,
    )
  const rank = ({ line, i }: { line: string; i: number }) => (besideKana(i) ? 2 : 0) + (/^\S+ \S+$/.test(clean(line)) ? 1 : 0)
  const ordered = [...free].sort((a, b) => rank(b) - rank(a))
  const nameParts = (line: string) => {
    const titled = stripTitle(clean(line))
    const split = splitReading(stripNameNoise(titled.rest))
    return { ...titled, name: fixKanjiLookalikes(split.name), kana: split.kana }
  }
  for (const { line, i } of ordered) {
    const { title, department, name, kana } = nameParts(line)
    if (isJapaneseName(name)) {
      // The same name read twice, once with its last glyph or two lost ('辻 康' beside '辻 康平'): the whole one.
      const whole = free.map((o) => (Math.abs(o.i - i) <= 2 && o.i !== i ? nameParts(o.line).name : '')).find((other) => isJapaneseName(other) && wholerName(other, name))
      f.full_name = whole ?? name
      // The reading beside it is kept only when spelt as a reading can be ('コクブァュッウ' is misread past use).
      if (kana && spelledAsReading(kana)) f.full_name_kana = kana
      if (title && !f.position) f.position = title
      if (department && !f.department) f.department = department
      nameAt = i
      break
    }
  }
  if (nameAt === -1 && nameOnCompanyRow) {
    f.full_name = nameOnCompanyRow.line
    nameAt = nameOnCompanyRow.i
  }
  if (nameAt === -1) {
    const en = free.find(({ line }) => isEnglishName(joinSplitWords(line)))
    if (en) {
      f.full_name = joinSplitWords(en.line)
      nameAt = en.i
    }
  }
  if (nameAt === -1) {
    // A name printed only in katakana (often a foreign name on a Japanese card).
    const kanaName = free.find(({ line }) => isKanaLine(line) && line.includes(' ') === false && line.includes('・'))
    if (kanaName) {
      f.full_name = kanaName.line
      nameAt = kanaName.i
    }
  }
  // Also for a romaji name: the kanji one may have been misread, the printed reading was not.
  if (nameAt !== -1 && !f.full_name_kana && (/[\u3400-\u9FFF]/.test(f.full_name) || isEnglishName(f.full_name))) {
    // The reading sits right above or below the name (or one line further, past a line of noise). A
    // reading has a kana at least for every kanji of the name: "にココ" read from a mark is not 遠藤直樹's.
    const kanji = f.full_name.replace(/[^\u3400-\u9FFF々]/g, '').length
    const fits = (j: number) => j >= 0 && j < lines.length && !used.has(j) && isReading(lines[j]) && lines[j].replace(/[\s・]/g, '').length >= kanji
    const noise = (j: number) => !used.has(j) && lines[j].replace(/\s/g, '').length <= 4 && !isJapaneseName(lines[j])
    const near = [nameAt - 1, nameAt + 1].find(fits) ?? [nameAt - 2, nameAt + 2].find((j) => fits(j) && noise((j + nameAt) / 2))
    if (near !== undefined) f.full_name_kana = lines[near]
    else {
      // Furigana printed elsewhere (beside the name, above the title): a free kana line with a gap
      // between family and given name, or all hiragana, or holding a name of the e-mail, is the reading.
      const far = free.find(({ line, i }) => i !== nameAt && isReading(line) && (line.includes(' ') || /^[\u3041-\u3096]+$/.test(line) || readingOfEmail(line, f.email)))
      if (far) f.full_name_kana = far.line
    }
  }

  if (nameAt === -1) {
    // The name was lost (a mark or a misread glyph in it) but its printed reading was not: a free kana
    // line split into family and given name, or all hiragana, or holding a name of the e-mail, is kept
    // for the office check to go on.
    const reading = free.find(({ line }) => isReading(line) && (/^\S+ \S+$/.test(line) || /^[\u3041-\u3096]+$/.test(line) || readingOfEmail(line, f.email)))
    if (reading) f.full_name_kana = reading.line
  }

  // Voicing marks misread in the reading are set right by the romaji the card prints (its name, its e-mail's local part).
  if (f.full_name_kana) f.full_name_kana = tidyReading(f.full_name_kana)
  if (f.full_name_kana) f.full_name_kana = revoiceAgainst(f.full_name_kana, [f.email.split('@')[0], ...lines.filter((l) => isEnglishName(l))]) ?? f.full_name_kana
  // A 子 lost at the name's end, which its reading ends in (楠 加奈 with KUSUNOKI Kanako).
  // A name kanji no engine reads (颯, 紬), which the card spells in kana or romaji too (on the name's row: '枚理恵 HIIRAGI Rie'), likewise.
  const latinNames = lines.filter((l) => isEnglishName(l))
  if (/[\u3400-\u9FFF]/.test(f.full_name)) f.full_name = nameOfReading(restoreLostKo(f.full_name, f.full_name_kana, latinNames), nameSpellings(f.full_name_kana, [...latinNames, lines[nameAt] ?? ''], f.email))
  // Two kanji are one family and one given name: the gap the card printed ('課長補佐 辻 薫') was lost
  // where the line's lone glyphs were joined (normalizeLine), and the office reads the name with it.
  if (/^[\u3400-\u9FFF]{2}$/.test(f.full_name)) f.full_name = `${f.full_name[0]} ${f.full_name[1]}`
  const err_msg = missingFieldsError(f)
  return { fields: f, analyst_status: err_msg ? 'fail' : 'success', err_msg }
}
