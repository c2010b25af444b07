import { describe, expect, it } from 'vitest'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { doubtfulFields } from '../../../src/features/process/analysis/field-confidence'
import { tidyReading } from '../../../src/features/process/analysis/name-reading'

// Issue 19, the wide design's third draw (bench/card-set-wide.mjs wide3): kinds of failure its first,
// unseen run showed in the extraction rules. Texts are invented, shaped like engine output.

const card = (rows: string[]) => extractFields(['〒650-0044 兵庫県神戸市中央区東川崎町1-7-4', ...rows, 'T. 078-789-4986', 'E. arai@example.co.jp'].join('\n'))

describe('names', () => {
  it('drops a word all in lower case after a kanji name: noise, never its romaji', () => {
    expect(card(['株式会社フロンティアワークス', '取締役会長', '渡邊龍之介 wwweswww']).fields.full_name.replace(/\s/g, '')).toBe('渡邊龍之介')
  })

  it('joins a short hiragana given name read glyph by glyph, but not a reading beside a long name', () => {
    expect(card(['株式会社フロンティアワークス', 'DX推進リーダー', '新井      し のぶ  Shinobu ARAI']).fields.full_name).toBe('新井 しのぶ')
    const beside = card(['社会医療法人仁愛会', '顧問', '九十九亜希子 つくもあき こ']).fields
    expect(beside.full_name.replace(/\s/g, '')).toBe('九十九亜希子')
    expect(beside.full_name_kana.replace(/\s/g, '')).toBe('つくもあきこ')
  })

  it('drops a long-vowel mark alone after the name, and takes no business for a name', () => {
    expect(card(['エス・ケイ・テクノ(株)', 'チーフプランナー', '石井和夫 ー', 'いしい かずお']).fields.full_name.replace(/\s/g, '')).toBe('石井和夫')
    expect(card(['図 那須野牧場', 'DX推進室', '准教授', '松井萌']).fields.full_name.replace(/\s/g, '')).toBe('松井萌')
  })

  it('takes a katakana word longer than the kanji before it for their reading beside the name', () => {
    const r = card(['学校法人白鳳学院', 'スーパーバイザー', '國分悠真 コクブンユウマ |']).fields
    expect(r.full_name.replace(/\s/g, '')).toBe('國分悠真')
    expect(r.full_name_kana).toBe('コクブンユウマ')
    // A katakana given name after a short family name stays the name's.
    expect(card(['株式会社フロンティアワークス', '課長', '中西 カンナ']).fields.full_name).toBe('中西 カンナ')
  })
})

describe('companies', () => {
  it('reads ㈱ printed after a Latin name as "(#)", and flags which form it was', () => {
    const r = extractFields('ARCUS(#)\nあなたの街の頼れるパートナー\nクリエイティブディレクター\n後藤 慎吾\n401-0301 山梨県南都留郡富士河口湖町船津3641\nE-mail : goto@arcus-jp.co.jp')
    expect(r.fields.company).toBe('ARCUS株式会社')
    expect(doubtfulFields(r.fields, [{ text: 'ARCUS(#)', confidence: 93 }])).toContain('company')
  })

  it('reads ㈱ after a Latin name as "#)", its opening bracket lost', () => {
    const r = extractFields('Studio KAZE#)\n営業本部 法人営業部\n常務理事\n高木 蓮\nRen TAKAGI\ntakagir@studio-kaze.biz')
    expect(r.fields.company).toBe('Studio KAZE株式会社')
    expect(doubtfulFields(r.fields, [{ text: 'Studio KAZE#)', confidence: 90 }])).toContain('company')
    // A sign alone after the name is not the mark.
    expect(extractFields('Studio KAZE#\n高木 蓮\ntakagir@studio-kaze.biz').fields.company).not.toBe('Studio KAZE株式会社')
  })

  it('drops a square logo read ロ before the name, glued or apart', () => {
    expect(card(['ロ 鳳凰ホールディングス合同会社', '副主任', '杉山 智美']).fields.company).toBe('鳳凰ホールディングス合同会社')
    expect(card(['ロ鳳凰ホールディングス合同会社', '副主任', '杉山 智美']).fields.company).toBe('鳳凰ホールディングス合同会社')
  })

  it('writes a company without a gap at any legal form', () => {
    expect(card(['合資会社 QUBIT FORGE', '課長', '石井 和夫']).fields.company).toBe('合資会社QUBIT FORGE')
    expect(card(['医療法人 清和会', '課長', '石井 和夫']).fields.company).toBe('医療法人清和会')
  })

  it('puts right a compound whose second kanji was read as a look-alike, once, and not one read in both scripts', () => {
    expect(card(['協同組合北陸金属加エセンター', '課長', '石井 和夫']).fields.company).toBe('協同組合北陸金属加工センター')
    expect(card(['有限会社鳳風ホールディングス', '課長', '石井 和夫']).fields.company).toBe('有限会社鳳凰ホールディングス')
    expect(card(['陸奥電カ力工事株式会社', '課長', '石井 和夫']).fields.company).toBe('陸奥電力工事株式会社')
  })
})

describe('names that lost their 子', () => {
  it('puts back a 子 the reading ends in, from kana or from romaji with the family name in capitals', () => {
    expect(card(['アクアテラ合同会社', '副店長', 'クスノキ カナコ', '楠加奈', 'KUSUNOKI Kanako']).fields.full_name.replace(/\s/g, '')).toBe('楠加奈子')
    expect(card(['五稜郭観光株式会社', '取締役CFO', 'さくらいのりこ', '櫻井      典']).fields.full_name.replace(/\s/g, '')).toBe('櫻井典子')
    expect(card(['五稜郭観光株式会社', '課長', '櫻井 典了', 'Noriko SAKURAI']).fields.full_name).toBe('櫻井 典子')
  })

  it('leaves a name whose reading ends otherwise, in 彦, or whose ko is the family name’s', () => {
    expect(card(['株式会社ミナト物産', '課長', '林 康彦', 'HAYASHI Yasuhiko']).fields.full_name).toBe('林 康彦')
    expect(card(['株式会社ミナト物産', '課長', '金子 由紀', 'Yuki Kaneko']).fields.full_name).toBe('金子 由紀')
    expect(card(['株式会社ミナト物産', '課長', '金子 由紀', 'かねこ ゆき']).fields.full_name).toBe('金子 由紀')
    expect(card(['株式会社ミナト物産', '課長', '野口 莉湖', 'NOGUCHI Riko']).fields.full_name).toBe('野口 莉湖')
  })
})

describe('e-mail and address', () => {
  it('drops a dashed leader after the label, and reads a last jp whose j is a bar', () => {
    const dashed = extractFields('ブルーオーシャン物流株式会社\n監査役\n藤原 加奈子\n電話 079-365-3817\nE-mail -- fujiwara@blueocean-logi.com')
    expect(dashed.fields.email).toBe('fujiwara@blueocean-logi.com')
    const barred = extractFields('ひまわり介護合同会社\n事務局長\n月見里 義男\nT. 025-300-7889\nE. yamanashiy@himawari-kaigo.co.|p')
    expect(barred.fields.email).toBe('yamanashiy@himawari-kaigo.co.jp')
  })

  it('takes the web site’s jp for a domain word read ip', () => {
    const r = extractFields('株式会社スカイゲート\n主査\n小笠原 剛\nTEL 078-233-9952\nE-mail ogasawara.t2@skygate-ip.biz\nURL https://www.skygate-jp.biz')
    expect(r.fields.email).toBe('ogasawara.t2@skygate-jp.biz')
  })

  it('reads ビルディング whose ビ was read ピ, and an address row a bar splits from a logo’s name', () => {
    const building = extractFields('株式会社ミナト物産\n課長\n林 康彦\n〒010-0001 秋田県秋田市中通4-12-3 新光ピルディング13F\nTEL 018-123-4567')
    expect(building.fields.address).toBe('秋田県秋田市中通4-12-3 新光ビルディング13F')
    const row = extractFields('AXIS ONE®)      |  7980-0811 宮城県仙台市青葉区一番町三丁目6番1号\n代表取締役会長\n小松 若菜\n022-510-9253\nkomatsuw@axisone.net')
    expect(row.fields.address).toBe('宮城県仙台市青葉区一番町三丁目6番1号')
    expect(row.fields.postal_code).toBe('980-0811')
  })

  it('reads a room in kanji numerals whose 〇 was read O and 一 a dash, and 第一 of a building read 第-', () => {
    const address = (street: string) => extractFields(`株式会社ミナト物産\n課長\n林 康彦\n〒790-0003 愛媛県松山市三番町\n${street}\nTEL 089-787-3260`).fields.address.replace(/\s/g, '')
    expect(address('4丁目9番6号 明和ビル-〇O一号室')).toBe('愛媛県松山市三番町4丁目9番6号明和ビル一〇〇一号室')
    expect(address('4丁目9番6号 協和第-ビル四〇六号室')).toBe('愛媛県松山市三番町4丁目9番6号協和第一ビル四〇六号室')
  })
})

describe('positions', () => {
  it('takes a title in the left column of a row the contact rules took, and AI read Al', () => {
    const r = extractFields('ポラリス建工有限会社\n80773-91-1103\n事務局長                               @ 090-4977-1856\nsetoguchi_tomoya@polaris-kenko.co.jp\n瀬戸口 智也')
    expect(r.fields.position).toBe('事務局長')
    expect(card(['株式会社ミナト物産', 'Alエンジニア', '林 康彦']).fields.position).toBe('AIエンジニア')
  })
})

describe('readings', () => {
  it('drops a small っ where no reading has one and a small vowel that repeats the kana before it', () => {
    expect(tidyReading('のぐち つっむぎ')).toBe('のぐち つむぎ')
    expect(tidyReading('ヤギノブオォ')).toBe('ヤギノブオ')
    // Kept: a real double consonant, and small vowels that make another sound (ファ, ティ).
    expect(tidyReading('はっとり いっぺい')).toBe('はっとり いっぺい')
    expect(tidyReading('ファン ティエン')).toBe('ファン ティエン')
  })

  it('keeps no reading beside the name that no reading is spelt as', () => {
    const r = card(['学校法人白鳳学院', 'スーパーバイザー', '國分悠真 コクブァュッウ |']).fields
    expect(r.full_name.replace(/\s/g, '')).toBe('國分悠真')
    expect(r.full_name_kana).toBe('')
  })
})
