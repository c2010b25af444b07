import { describe, expect, it } from 'vitest'
import { revoiceAgainst } from '../../../src/features/process/analysis/kana-romaji'

// A reading's voicing marks (゛゜) misread, set right by the romaji on the same card (issue 19).
describe('readings revoiced against the card\'s romaji', () => {
  it('sets a word\'s marks right from the e-mail\'s local part', () => {
    expect(revoiceAgainst('しょうじ ざくら', ['shoji.sakura@minato-nw.net'])).toBe('しょうじ さくら')
  })

  it('sets a reading without a space right from the name in romaji, both words together', () => {
    expect(revoiceAgainst('ザイドウナナ', ['SAITO Nana', 'saito-n@sales.altair-net.jp'])).toBe('サイトウナナ')
  })

  it('leaves a reading the romaji agrees with, or that no change of marks makes agree', () => {
    expect(revoiceAgainst('さとう はなこ', ['hanako.sato@example.co.jp'])).toBeUndefined()
    expect(revoiceAgainst('やまだ たろう', ['info@example.co.jp', 'Example Corporation'])).toBeUndefined()
    // ガ and バ are not voicing marks away from each other: nothing is made up.
    expect(revoiceAgainst('なかむら', ['kobayashi@example.co.jp'])).toBeUndefined()
  })

  it('takes a small kana between the family name the romaji spells and the given name for the gap', () => {
    expect(revoiceAgainst('オオコウチャヤマト', ['y.okochi21@minato-nw.net'])).toBe('オオコウチ ヤマト')
    // A small kana inside a word the romaji spells is the word's own.
    expect(revoiceAgainst('キョウコ', ['kyoko.sato@example.jp'])).toBeUndefined()
    expect(revoiceAgainst('シンジョウキョウコ', ['shinjo@example.jp'])).toBeUndefined()
  })

  it('drops a kana read twice when one fewer spells the romaji', () => {
    expect(revoiceAgainst('くわばぱら ゆういちろう', ['yuichiro.kuwabara@sales.u-link.jp'])).toBe('くわばら ゆういちろう')
    // The e-mail prints the family name only, an initial glued before it: the given name stays as read.
    expect(revoiceAgainst('くわばぱら ゆういちろう', ['ykuwabara@wakamatsu-tax.jp'])).toBe('くわばら ゆういちろう')
    expect(revoiceAgainst('ササキキ シュウヘイ', ['SASAKI Shuhei'])).toBe('ササキ シュウヘイ')
    // A long vowel the romaji leaves out is no kana read twice.
    expect(revoiceAgainst('さとう ゆうき', ['SATO Yuki'])).toBeUndefined()
    // Nor is a reading of another name.
    expect(revoiceAgainst('なかむら', ['nakamura.k@example.jp', 'kamura@example.jp'])).toBeUndefined()
  })

  it('does not take marks off a name the romaji spells with them', () => {
    expect(revoiceAgainst('はせがわ', ['hasegawa@example.jp'])).toBeUndefined()
    expect(revoiceAgainst('はせかわ', ['hasegawa@example.jp'])).toBe('はせがわ')
  })
})

describe('the card\'s reading', () => {
  it('comes out with its marks set right by the romaji name and e-mail the card prints', async () => {
    const { extractFields } = await import('../../../src/features/process/analysis/extract-fields')
    const { fields } = extractFields(['アルタイル㈱', 'ザイドウナナ', '齋藤 奈々', 'SAITO Nana', '第一営業部', 'E-mail : saito-n@sales.altair-net.jp'].join('\n'))
    expect(fields.full_name).toBe('齋藤 奈々')
    expect(fields.full_name_kana.replace(/\s/g, '')).toBe('サイトウナナ')
  })
})
