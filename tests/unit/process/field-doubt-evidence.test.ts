import { describe, expect, it } from 'vitest'
import { digitLookAlike, emailConfirmed, initialBeforeName, localPartMisread, namesInLetters, readingConfirmed } from '../../../src/features/process/analysis/email-doubt'
import { doubtfulFields, doubtReasons } from '../../../src/features/process/analysis/field-confidence'
import { foldRomaji, kanaMisreadAgainst, kanaToRomaji } from '../../../src/features/process/analysis/kana-romaji'
import { kanaTitleMisread } from '../../../src/features/process/analysis/kana-title'

const words = (spec: string) => spec.split(' ').map((w) => ({ text: w.split(':')[0], confidence: Number(w.split(':')[1]) }))

describe('the confidence of the value, not of its line', () => {
  it('does not doubt a sure value for a logo mark, a label or a FAX number the engine was unsure of', () => {
    const tel = { text: '全 092-828-6190 FAX: 092-378-4827', confidence: 75, words: words('全:20 092-828-6190:90 FAX::70 092-378-4827:88') }
    expect(doubtfulFields({ phone_number: '092-828-6190' }, [tel])).toEqual([])
    const title = { text: '支店長 小鳥遊 遥', confidence: 78, words: words('支店:91 長:93 小鳥:92 遊:81 遥:40') }
    expect(doubtfulFields({ position: '支店長' }, [title])).toEqual([])
    // The value's own words are still held to the bar.
    expect(doubtfulFields({ phone_number: '092-828-6190' }, [{ ...tel, words: words('全:20 092-828-6190:80') }])).toEqual(['phone_number'])
  })

  it('keeps the line when the legal form stands for 人, which the engine reads for ㈱ and ㈲ alike; not for a look-alike of ㈱ alone', () => {
    const line = { text: 'クローバー企画人', confidence: 78, words: words('クロ:93 ー:91 バ:92 ー:93 企:93 画:92 人:0') }
    expect(doubtfulFields({ company: 'クローバー企画株式会社' }, [line])).toEqual(['company'])
    expect(doubtfulFields({ company: 'カエデ株式会社' }, [{ text: 'カエデ伯', confidence: 61, words: words('カエ:92 デ:92 伯:0') }])).toEqual([])
    const printed = { text: 'O (株)丸山酒造', confidence: 79, words: words('O:30 (株:93 ):93 丸:88 山:93 酒造:95') }
    expect(doubtfulFields({ company: '株式会社丸山酒造' }, [printed])).toEqual([])
  })

  it('does not take the web address for the e-mail line', () => {
    const lines = [
      { text: 'E-mail ksato@mail.aoi-systems.com', confidence: 90, words: words('E-mail:92 ksato@mail.aoi-systems.com:89') },
      { text: 'URL www.aoi-systems.com', confidence: 77, words: words('URL:60 www.aoi-systems.com:80') },
    ]
    expect(doubtReasons('email', 'ksato@mail.aoi-systems.com', {}, lines)).not.toContain('weak-line')
  })
})

describe('second readings and pieces read apart', () => {
  it('takes no dispute from a second reading that has no character of the line (another part of the card read)', () => {
    const line = { text: '医療法人社団 緑風会', confidence: 96, words: words('社団:96 緑風:95 会:96') }
    expect(doubtfulFields({ company: '医療法人社団緑風会' }, [{ ...line, again: '佐々木 大和 ER' }])).toEqual([])
    expect(doubtfulFields({ company: '医療法人社団緑風会' }, [{ ...line, again: '医療法人社団 緑嵐会' }])).toEqual(['company'])
  })

  it('trusts an e-mail put together from pieces when the pieces are names the card gives in letters', () => {
    const lines = [{ text: 'da isuke@asah i-ss.com', confidence: 92 }, { text: 'いしかわ だいすけ', confidence: 93 }]
    expect(doubtfulFields({ email: 'daisuke@asahi-ss.com', full_name_kana: 'いしかわ だいすけ' }, lines)).toEqual([])
    expect(doubtfulFields({ email: 'daisuke@asahi-ss.com', full_name_kana: 'いしかわ たろう' }, lines)).toEqual(['email'])
  })
})

describe('the bar for an e-mail', () => {
  it('holds an e-mail, one long word of letters, to a lower bar than Japanese words', () => {
    const mail = (confidence: number) => [{ text: 'Email: terashima.kana@mail.minato-nw.com', confidence: 83, words: [{ text: 'Email:', confidence: 88 }, { text: 'terashima.kana@mail.minato-nw.com', confidence }] }]
    expect(doubtfulFields({ email: 'terashima.kana@mail.minato-nw.com' }, mail(79))).toEqual([])
    expect(doubtfulFields({ email: 'terashima.kana@mail.minato-nw.com' }, mail(66).map((l) => ({ ...l, confidence: 75 })))).toEqual(['email'])
  })
})

describe('a name with a glyph unread beside it', () => {
  it('flags a name whose line holds a short unsure word of letters or signs (a name part read as junk)', () => {
    const line = { text: '支店長 小鳥遊 nn', confidence: 75, words: words('支店:91 長:93 小鳥:92 遊:81 nn:20') }
    expect(doubtfulFields({ full_name: '小鳥遊' }, [line])).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '小鳥遊 遥' }, [{ ...line, text: '支店長 小鳥遊 遥', words: words('支店:91 長:93 小鳥:92 遊:81 遥:88') }])).toEqual([])
  })
})

describe('an address that left its floor line behind', () => {
  it('flags an address when a line ending in a floor or room is not part of it', () => {
    const lines = [
      { text: '大阪府大阪市中央区北浜1-8-16', confidence: 93 },
      { text: 'アルタイル株式会社', confidence: 93 },
      { text: 'アーバン桜木ビル12階', confidence: 94 },
    ]
    expect(doubtfulFields({ address: '大阪府大阪市中央区北浜1-8-16' }, lines)).toEqual(['address'])
    // Taken from the line under the street, the floor line is the address's own.
    expect(doubtfulFields({ address: '大阪府大阪市中央区北浜1-8-16 アーバン桜木ビル12階' }, [lines[0], lines[2], lines[1]])).toEqual([])
    // Taken from afar (the company's line between), which building is the address's was a guess.
    expect(doubtReasons('address', '大阪府大阪市中央区北浜1-8-16 アーバン桜木ビル12階', {}, lines)).toEqual(['afar'])
    expect(doubtfulFields({ address: '熊本県熊本市中央区花畑町四番一号' }, [{ text: '熊本県熊本市中央区花畑町四番一号', confidence: 92 }, { text: 'We X AHN 三階', confidence: 76 }])).toEqual(['address'])
  })
})

describe('an address that ends in its room', () => {
  it('takes 号室 for the end of an address, as 階 and 号', () => {
    const sure = (text: string) => [{ text, confidence: 93 }]
    expect(doubtfulFields({ address: '群馬県高崎市栄町3-23 第3北浜ビル 201号室' }, sure('群馬県高崎市栄町3-23 第3北浜ビル 201号室'))).toEqual([])
    expect(doubtfulFields({ address: '群馬県高崎市栄町' }, sure('群馬県高崎市栄町'))).toEqual(['address'])
  })

  it('flags a Japanese address that names no city, ward, town nor village: a column of it was lost', () => {
    const sure = (text: string) => [{ text, confidence: 93 }]
    expect(doubtReasons('address', '東京都千代四丁目八番一号', {}, sure('東京都千代四丁目八番一号'))).toEqual(['shape'])
    expect(doubtReasons('address', '北浜一丁目八番十六号', {}, sure('北浜一丁目八番十六号'))).toEqual(['shape'])
    expect(doubtfulFields({ address: '千代田区麹町四丁目八番一号' }, sure('千代田区麹町四丁目八番一号'))).toEqual([])
    expect(doubtfulFields({ address: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo' }, sure('1-2-3 Marunouchi, Chiyoda-ku, Tokyo'))).toEqual([])
  })
})

describe('a company cut off at either end', () => {
  const sure = (text: string) => [{ text, confidence: 93 }]
  it('flags a name that starts with a small kana or a long vowel, or ends in one katakana after a kanji', () => {
    expect(doubtReasons('company', 'ットワークス株式会社', {}, sure('ットワークス株式会社'))).toEqual(['shape'])
    expect(doubtReasons('company', '有限会社信濃フ', {}, sure('有限会社信濃フ'))).toEqual(['shape'])
  })

  it('not whole names, katakana ones included', () => {
    for (const name of ['湊ネットワークス株式会社', '有限会社信濃フーズ', '株式会社ソラノワ', 'ユニバーサルリンク合同会社', '医療法人社団緑風会'])
      expect(doubtReasons('company', name, {}, sure(name)), name).toEqual([])
  })
})

describe('a name with a part of one hiragana', () => {
  it('flags a kanji name whose given name is one hiragana (二階堂 で: 葵 misread), not a name in hiragana', () => {
    const sure = (text: string) => [{ text, confidence: 93 }]
    expect(doubtfulFields({ full_name: '二階堂 で' }, sure('二階堂 で'))).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '宇佐美 さくら' }, sure('宇佐美 さくら'))).toEqual([])
  })
})

describe('a name that may be printed in an old form', () => {
  it('flags 崎 and 高, which may stand for 﨑 and 髙 the engine cannot write, however sure it was', () => {
    const sure = (text: string) => [{ text, confidence: 93, words: [{ text, confidence: 93 }] }]
    expect(doubtfulFields({ full_name: '山崎 康平' }, sure('山崎 康平'))).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '高橋 翼' }, sure('高橋 翼'))).toEqual(['full_name'])
    expect(doubtfulFields({ full_name: '渡辺 恵' }, sure('渡辺 恵'))).toEqual([])
  })

  it('drops the flag only when the reader judged the form from the glyph surely, and keeps it on a form swapped unsurely', () => {
    const line = (text: string, formsSure?: string) => [{ text, confidence: 93, words: [{ text, confidence: 93 }], formsSure }]
    expect(doubtfulFields({ full_name: '山崎 康平' }, line('山崎 康平', '崎'))).toEqual([])
    expect(doubtfulFields({ full_name: '山﨑 康平' }, line('山﨑 康平', '﨑'))).toEqual([])
    expect(doubtfulFields({ full_name: '山﨑 康平' }, line('山﨑 康平'))).toEqual(['full_name'])
    // Each form in the name must have been judged: 高 was, 崎 was not.
    expect(doubtfulFields({ full_name: '高崎 翼' }, line('高崎 翼', '高'))).toEqual(['full_name'])
  })
})

describe('the e-mail against the name in letters', () => {
  it('spells a reading in Hepburn romaji, and folds the spellings people choose between', () => {
    expect(['あきやま', 'つばさ', 'はっとり', 'しょうじ', 'きょうこ', 'ほんま', 'マッチャ'].map(kanaToRomaji)).toEqual(['akiyama', 'tsubasa', 'hattori', 'shouji', 'kyouko', 'honma', 'matcha'])
    expect(foldRomaji('itoh')).toBe(foldRomaji(kanaToRomaji('いとう')))
    expect(foldRomaji('syoji')).toBe(foldRomaji('shouji'))
    expect(foldRomaji('homma')).toBe(foldRomaji('honma'))
  })

  it('flags a local part one letter off the reading in a spelling no romaji has', () => {
    const names = namesInLetters('あきやま つばさ', [])
    expect(localPartMisread('akivama-t@tokyo.minato-nw.jp', names)).toBe(true)
    for (const email of ['akiyama-t@x.jp', 't.akiyama@x.jp', 'takiyama@x.jp', 'tsubasa@x.jp', 'info@x.jp', 'sales@x.jp']) expect(localPartMisread(email, names), email).toBe(false)
    expect(localPartMisread('itoh.k@x.jp', namesInLetters('いとう けん', []))).toBe(false)
    expect(localPartMisread('kodama@x.jp', namesInLetters('', ['Kenji KODAMA']))).toBe(false)
    expect(localPartMisread('kodarna@x.jp', namesInLetters('', ['Kenji KODAMA']))).toBe(true)
  })

  it('does not take an initial glued to a name of the card for a lost dot, nor for a misread reading', () => {
    const names = namesInLetters('はすみ なな', [])
    expect(initialBeforeName('nhasumi@sales.shirasagi-seiko.co.jp', names)).toBe(true)
    expect(initialBeforeName('nhasumi@x.jp', namesInLetters('さいとう ゆうこ', []))).toBe(false)
    expect(doubtfulFields({ email: 'nhasumi@x.jp', full_name_kana: 'はすみ なな' }, [{ text: 'nhasumi@x.jp', confidence: 92 }, { text: 'はすみ なな', confidence: 93 }])).toEqual([])
    expect(doubtfulFields({ email: 'nhasumi@x.jp' }, [{ text: 'nhasumi@x.jp', confidence: 92 }])).toEqual(['email'])
    expect(kanaMisreadAgainst('やまざき こうへい', ['kyamazaki'], { holdsMore: true })).toBe(false)
    expect(kanaMisreadAgainst('はすみ なな', ['nhasumi'], { holdsMore: true })).toBe(false)
  })

  it('flags a digit read as its look-alike letter', () => {
    expect(digitLookAlike('h.tsujil5@soten.co.jp')).toBe(true)
    expect(digitLookAlike('h.tsuji15@soten.co.jp')).toBe(false)
    expect(digitLookAlike('e.hori78@x.co.jp')).toBe(false)
  })

  it('marks the e-mail, not the other fields', () => {
    const lines = [
      { text: 'あきやま つばさ', confidence: 93 },
      { text: 'akivama-t@tokyo.minato-nw.jp', confidence: 92, words: words('akivama-t@tokyo.minato-nw.jp:92') },
    ]
    expect(doubtfulFields({ full_name_kana: 'あきやま つばさ', email: 'akivama-t@tokyo.minato-nw.jp' }, lines)).toEqual(['email'])
  })
})

describe('a katakana title not made of title words', () => {
  it('flags a doubled or blurred kana in a katakana title, however sure the engine was', () => {
    for (const t of ['チーブフデザイナー', 'シニアプアマネージャー', 'プロダンドマネネージャー']) expect(kanaTitleMisread(t), t).toBe(true)
    for (const t of ['チーフデザイナー', 'シニアマネージャー', 'アカウントマネージャー', 'プロダクトマネージャー', 'UXデザイナー', 'セールスエンジニア', 'プロデューサー', 'ディレクター', '部長', '代表取締役CEO'])
      expect(kanaTitleMisread(t), t).toBe(false)
    expect(doubtfulFields({ position: 'チーブフデザイナー' }, [{ text: '開発部 チーブフデザイナー', confidence: 92 }])).toEqual(['position'])
  })
})

describe('a field the card spells twice', () => {
  it('does not doubt a reading for unsure letters when the e-mail spells each of its parts', () => {
    const line = { text: 'つじ こうへい', confidence: 70, words: words('つじ:34 こう:58 へ:92 い:76') }
    const mail = (text: string) => ({ text, confidence: 92 })
    expect(doubtfulFields({ full_name_kana: 'つじ こうへい', email: 'kohei.tsuji@kiryu.net' }, [line, mail('kohei.tsuji@kiryu.net')])).toEqual([])
    expect(doubtfulFields({ full_name_kana: 'つじ こうへい', email: 'kohei@kiryu.net' }, [line, mail('kohei@kiryu.net')])).toEqual(['full_name_kana'])
    expect(readingConfirmed('こんどう いちろう', ['ichiro'])).toBe(false)
    expect(readingConfirmed('こんどう いちろう', ['ichiro', 'ichiro kondo'])).toBe(true)
  })

  it('does not doubt an e-mail whose local part is the card\'s names and whose domain is its web address', () => {
    const names = namesInLetters('ほり えりこ', [])
    expect(emailConfirmed('e.hori78@hokushin-kogyo.co.jp', names, 'www.hokushin-kogyo.co.jp')).toBe(true)
    expect(emailConfirmed('e.hori78@hokushin-kogyo.co.jp', names, undefined)).toBe(false)
    expect(emailConfirmed('e.hori78@hokushin-kogyo.co.jp', names, 'https://hokushin.jp')).toBe(false)
    expect(emailConfirmed('sales@hokushin-kogyo.co.jp', names, 'www.hokushin-kogyo.co.jp')).toBe(false)
  })
})
