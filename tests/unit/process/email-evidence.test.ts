import { describe, expect, it } from 'vitest'
import { cardEvidence, correctEmail, emailCorrected } from '../../../src/features/process/analysis/email-evidence'
import { doubtReasons } from '../../../src/features/process/analysis/field-confidence'
import { romajiSpellings } from '../../../src/features/process/analysis/kana-romaji'
import { extractFields } from '../../../src/features/process/analysis/extract-fields'
import { findEmail, readEmail } from '../../../src/features/process/analysis/extract-contacts'

// Issue 19: digits in an e-mail's local part read as letters and the other way round, and misread
// domain endings, put right only where the card itself says so. Texts are invented, shaped like
// engine output.

describe('kana in Hepburn romaji', () => {
  it.each([
    ['つじ', ['tsuji']],
    ['あきやま', ['akiyama']],
    ['りょう', ['ryou', 'ryo', 'ryoh']],
    ['さとう', ['satou', 'sato', 'satoh']],
    ['しゅんすけ', ['shunsuke']],
    ['はっとり', ['hattori']],
    ['けんいち', ['kenichi']],
    ['ササキ', ['sasaki']],
    ['ゆうこ', ['yuuko', 'yuko']],
  ])('%s → %j', (kana, spellings) => {
    expect(romajiSpellings(kana)).toEqual(spellings)
  })
})

describe('an e-mail checked against the card', () => {
  const fix = (email: string, lines: string[]) => correctEmail(email, cardEvidence(lines))

  it('reads letters after the name from the reading as the digits they were', () => {
    expect(fix('h.tsujil5@soten-logi.co.jp', ['辻 遥', 'つじ はるか'])).toBe('h.tsuji15@soten-logi.co.jp')
    expect(fix('rtsujill@soten-logi.co.jp', ['辻 亮', 'つじ りょう'])).toBe('rtsuji11@soten-logi.co.jp')
  })

  it('puts a misread glyph of the name right from the reading or the romaji name line', () => {
    expect(fix('akivama-t@tokyo.minato-nw.jp', ['秋山翼', 'あきやま つばさ'])).toBe('akiyama-t@tokyo.minato-nw.jp')
    expect(fix('cogala@todaisha.net', ['緒方 千尋', 'Chihiro OGATA'])).toBe('cogata@todaisha.net')
    // A reading printed without a gap still holds the family name.
    expect(fix('akivama-t@minato-nw.jp', ['あきやまつばさ'])).toBe('akiyama-t@minato-nw.jp')
  })

  it('reads an l between a romaji name and digits as 1 on a Japanese card, not in a foreign name', () => {
    expect(fix('k.hasumil9@aoi-systems.net', ['蓮見 啓介'])).toBe('k.hasumi19@aoi-systems.net')
    expect(fix('rtsujill@soten-logi.co.jp', ['辻 亮'])).toBe('rtsuji11@soten-logi.co.jp')
    expect(fix('aokil3@aoi-systems.net', ['青木 翼'])).toBe('aoki13@aoi-systems.net')
    expect(fix('daniel3@aoi-systems.net', ['Daniel Smith', '葵システムズ'])).toBe('daniel3@aoi-systems.net')
    expect(fix('daniel3@aoi-systems.net', ['ダニエル スミス'])).toBe('daniel3@aoi-systems.net')
    // Nothing on the card in Japanese: no telling.
    expect(fix('k.hasumil9@aoi-systems.net', ['Aoi Systems'])).toBe('k.hasumil9@aoi-systems.net')
  })

  it('reads v as y in a word that is romaji only so, on a Japanese card, and flags the correction', () => {
    expect(fix('vanagida.kana@mail.mirai-sosei.or.jp', ['柳田 佳奈', '一般社団法人みらい地域創生機構'])).toBe('yanagida.kana@mail.mirai-sosei.or.jp')
    expect(fix('kvoko80@aoi-systems.net', ['小林 京子'])).toBe('kyoko80@aoi-systems.net')
    // A name in letters with a v, on a Japanese card or printed in letters on it, stays.
    expect(fix('victor@aoi-systems.net', ['葵システムズ'])).toBe('victor@aoi-systems.net')
    expect(fix('vanagida@aoi-systems.net', ['Vanagida Ken', '葵システムズ'])).toBe('vanagida@aoi-systems.net')
    expect(fix('vanagida@aoi-systems.net', ['Aoi Systems'])).toBe('vanagida@aoi-systems.net')
    const lines = [{ text: '柳田 佳奈', confidence: 95 }, { text: 'E-mail : vanagida.kana@mail.mirai-sosei.or.jp', confidence: 95 }]
    expect(emailCorrected('yanagida.kana@mail.mirai-sosei.or.jp', lines)).toBe(true)
  })

  it('reads a letter between two name words of the reading as the dot it was', () => {
    expect(fix('aoiiterashima@hokushin-kogyo.jp', ['寺島 葵', 'てらしま あおい'])).toBe('aoi.terashima@hokushin-kogyo.jp')
    // With nothing between them the address may well be printed so.
    expect(fix('aoiterashima@hokushin-kogyo.jp', ['てらしま あおい'])).toBe('aoiterashima@hokushin-kogyo.jp')
    expect(fix('aoiiterashima@hokushin-kogyo.jp', ['寺島 葵'])).toBe('aoiiterashima@hokushin-kogyo.jp')
  })

  it('leaves an address alone where the card says nothing, or agrees', () => {
    expect(fix('h.tsujil5@soten-logi.co.jp', ['Haruka'])).toBe('h.tsujil5@soten-logi.co.jp')
    expect(fix('satoh@mizuho.com', ['さとう たろう'])).toBe('satoh@mizuho.com')
    expect(fix('r.sato@mizuho.com', ['さとう りょう'])).toBe('r.sato@mizuho.com')
    // A name that ends in i (辻井) is not a digit.
    expect(fix('tsujii@mizuho.com', ['つじ たろう'])).toBe('tsujii@mizuho.com')
    // Kunrei spellings are people's own, not misreads.
    expect(fix('hukuda@mizuho.com', ['ふくだ'])).toBe('hukuda@mizuho.com')
    expect(fix('info@mizuho.com', ['いのうえ'])).toBe('info@mizuho.com')
  })

  it('puts a domain ending right from the web address on the card, or from the endings domains have', () => {
    expect(fix('cogata@todaisha.nct', ['www.todaisha.net'])).toBe('cogata@todaisha.net')
    expect(fix('taro@sakura.nct', [])).toBe('taro@sakura.net')
    expect(fix('taro@sales.sakura.corn', [])).toBe('taro@sales.sakura.com')
    // A domain that looks right stays, whatever the site line reads, unless the site reads as romaji where it does not.
    expect(fix('taro@todaisha.net', ['www.todalsha.net'])).toBe('taro@todaisha.net')
    expect(fix('taro@sankvo-techno.co.jp', ['https://www.sankyo-techno.co.jp'])).toBe('taro@sankyo-techno.co.jp')
    expect(fix('taro@sankyo-techno.co.jp', ['https://www.sankvo-techno.co.jp'])).toBe('taro@sankyo-techno.co.jp')
  })

  it('is done by the field rules, and flagged for the office check', () => {
    const text = '蒼天ロジスティクス株式会社\n辻 遥\nつじ はるか\nTEL 06-2051-0335\nE-mail h.tsujil5@soten-logi.co.jp'
    const { fields } = extractFields(text)
    expect(fields.email).toBe('h.tsuji15@soten-logi.co.jp')
    const lines = text.split('\n').map((t) => ({ text: t, confidence: 95 }))
    expect(emailCorrected(fields.email, lines)).toBe(true)
    expect(doubtReasons('email', fields.email, fields, lines)).toContain('corrected')
  })

  it('flags digits mixed with look-alike letters the card could not put right, and nothing else', () => {
    const reasons = (email: string) => doubtReasons('email', email, {}, [{ text: `mail ${email}`, confidence: 95 }])
    expect(reasons('t.sasakil3@sankyo-techno.co.jp')).toContain('name-letters')
    expect(reasons('t.sasaki13@sankyo-techno.co.jp')).toEqual([])
    expect(reasons('paul@mizuho.com')).toEqual([])
  })
})

describe('an e-mail read from its separator on', () => {
  it('gets back the initial before the dot from the name the card prints in romaji or kana', () => {
    const hit = readEmail('mail : .saito66@chiyoda-plan.co.jp')
    expect(hit).toEqual({ email: 'saito66@chiyoda-plan.co.jp', rejoined: false, lostHead: '.' })
    expect(correctEmail(hit!.email, cardEvidence(['齋藤 晴美', 'SAITO Harumi']), hit!.lostHead)).toBe('h.saito66@chiyoda-plan.co.jp')
    expect(correctEmail('saito@chiyoda-plan.co.jp', cardEvidence(['さいとう はるみ']), '_')).toBe('h_saito@chiyoda-plan.co.jp')
    expect(correctEmail('harumi.s@chiyoda-plan.co.jp', cardEvidence(['Harumi Saito']), '.')).toBe('s.harumi.s@chiyoda-plan.co.jp')
  })

  it('adds nothing where the card names no one the address starts with, or nothing was lost', () => {
    expect(correctEmail('saito66@chiyoda-plan.co.jp', cardEvidence(['齋藤 晴美']), '.')).toBe('saito66@chiyoda-plan.co.jp')
    expect(correctEmail('info@chiyoda-plan.co.jp', cardEvidence(['SAITO Harumi']), '.')).toBe('info@chiyoda-plan.co.jp')
    expect(correctEmail('saito66@chiyoda-plan.co.jp', cardEvidence(['SAITO Harumi']))).toBe('saito66@chiyoda-plan.co.jp')
    expect(readEmail('mail: h.saito66@chiyoda-plan.co.jp')?.lostHead).toBeUndefined()
  })

  it('is done by the field rules, and flagged for the office check', () => {
    const text = '齋藤 晴美\nSAITO Harumi\nTEL 06.6166.0610\nmail : .saito66@chiyoda-plan.co.jp'
    const { fields } = extractFields(text)
    expect(fields.email).toBe('h.saito66@chiyoda-plan.co.jp')
    expect(emailCorrected(fields.email, text.split('\n').map((t) => ({ text: t, confidence: 95 })))).toBe(true)
  })
})

describe('a dot read into the l before it', () => {
  it('reads a capital L among a domain’s lower-case letters as l and a dot', () => {
    expect(findEmail('E-mail ksaito@maiLaoi-systems.com')).toBe('ksaito@mail.aoi-systems.com')
    // A one-letter label or a dotted leader is no part of the address.
    expect(findEmail('E. office@jinaikai.or.jp')).toBe('office@jinaikai.or.jp')
    expect(findEmail('E: mai.setoguchi@suzukake-sekkei.com')).toBe('mai.setoguchi@suzukake-sekkei.com')
    expect(findEmail('E-mail …‥araki_ryosuke@hokkai-ds.jp')).toBe('araki_ryosuke@hokkai-ds.jp')
    // A domain whose every dot was lost, and 。 and ip read for the dot and jp.
    expect(findEmail('E. office@canaria-teljp')).toBe('office@canaria-tel.jp')
    expect(findEmail('jin.h2@soradigitaLbiz')).toBe('jin.h2@soradigital.biz')
    expect(findEmail('s.sato@minatoorjp')).toBe('s.sato@minato.or.jp')
    expect(findEmail('= ueno@sakuradori-gyosei 。 ip')).toBe('ueno@sakuradori-gyosei.jp')
    // A lower-case initial read apart from its name is the address's.
    expect(findEmail('e. sato@chiyoda-plan.co.jp')).toBe('e.sato@chiyoda-plan.co.jp')
    expect(findEmail('mail : k.seki33@maiLtodaisha.jp')).toBe('k.seki33@mail.todaisha.jp')
    expect(findEmail('Mail taro@SAKURA.CO.JP')).toBe('taro@sakura.co.jp')
    expect(findEmail('L.taro@sakura-shoji.co.jp')).toBe('l.taro@sakura-shoji.co.jp')
  })
})

describe('an e-mail label glued on', () => {
  it('drops a capitalised Mail label the engine read without its gap, not a local part that starts with mail', () => {
    expect(findEmail('Mailk.ogata48@sales.clover-kikaku.co.jp')).toBe('k.ogata48@sales.clover-kikaku.co.jp')
    expect(findEmail('Emailk.ogata@clover.co.jp')).toBe('k.ogata@clover.co.jp')
    expect(findEmail('mailbox@clover.co.jp')).toBe('mailbox@clover.co.jp')
  })

  it('joins an address a space cut inside a word after its dot, with no dot added', () => {
    expect(findEmail('hasebe.haru mi@minato-nw.jp')).toBe('hasebe.harumi@minato-nw.jp')
    expect(findEmail('E-mail: hasebe.haru mi@minato-nw.jp')).toBe('hasebe.harumi@minato-nw.jp')
    expect(findEmail('naoki hashimoto@sakura-shoji.co.jp')).toBe('naoki.hashimoto@sakura-shoji.co.jp')
    // Its first letter read as a capital (W for w): a piece with a dot of its own is still the address's.
    expect(findEmail('Washio.saku ra@momijido.co.jp')).toBe('washio.sakura@momijido.co.jp')
    // A capitalised word with no dot is a title beside the address, not a part of it.
    expect(findEmail('Designer grace@momijido.co.jp')).toBe('grace@momijido.co.jp')
  })
})
