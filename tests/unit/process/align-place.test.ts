import { describe, expect, it } from 'vitest'
import { alignPlace } from '../../../src/features/process/analysis/align-place'
import { distance } from '../../../src/features/process/analysis/kana-romaji'

const niseko = { prefecture: '北海道', city: '虻田郡ニセコ町', town: 'ニセコ' }
const asano = { prefecture: '福岡県', city: '北九州市小倉北区', town: '浅野' }
const nishiShinjuku = { prefecture: '東京都', city: '新宿区', town: '西新宿' }
const chitose = { prefecture: '長野県', city: '長野市', town: '南千歳' }
const akebono = { prefecture: '東京都', city: '立川市', town: '曙町' }

describe('an address set right by its postal code', () => {
  it('counts edits of kanji as of letters', () => {
    expect(distance('新宿区西新窒', '新宿区西新宿')).toBe(1)
    expect(distance('福岡九州市', '福岡県北九州市')).toBe(2)
  })

  it('puts right a misread glyph of the city or the town, and glyphs lost or split', () => {
    expect(alignPlace('北海道蛇田郡ニセコ町字本通86-3 ステーションプラザ505号室', niseko)).toBe('北海道虻田郡ニセコ町字本通86-3 ステーションプラザ505号室')
    expect(alignPlace('福岡九州市小倉北区浅野3-8-1', asano)).toBe('福岡県北九州市小倉北区浅野3-8-1')
    expect(alignPlace('東京都立川市盟町2-38-5', akebono)).toBe('東京都立川市曙町2-38-5')
    expect(alignPlace('長野県長野市南千人訪1丁目3-7 明和ビル606号室', chitose)).toBe('長野県長野市南千歳1丁目3-7 明和ビル606号室')
  })

  it('keeps the prefecture out when the card printed none', () => {
    expect(alignPlace('新宿区西新窒6丁目14番1号', nishiShinjuku)).toBe('新宿区西新宿6丁目14番1号')
  })

  it('takes a kana glued after the town for noise', () => {
    expect(alignPlace('秋田県秋田市中通え4-12-3', { prefecture: '秋田県', city: '秋田市', town: '中通' })).toBe('秋田県秋田市中通4-12-3')
  })

  it('leaves what is read right, or another town than the code’s, as it is', () => {
    expect(alignPlace('東京都新宿区西新宿6丁目', nishiShinjuku)).toBe('東京都新宿区西新宿6丁目')
    // The code's town is 魚町: the city is right, the town printed is another, and stays.
    expect(alignPlace('宮城県石巻市海岸通5番18号', { prefecture: '宮城県', city: '石巻市', town: '魚町' })).toBe('宮城県石巻市海岸通5番18号')
    // Half the town's glyphs are not there: no misreading, whatever the code says.
    expect(alignPlace('福島県耶麻郡猪苗代町字西突6540番地', { prefecture: '福島県', city: '耶麻郡猪苗代町', town: '芦原' })).toBe('福島県耶麻郡猪苗代町字西突6540番地')
    // A longer town name printed ('本町通') is not the table's 本町 misread.
    expect(alignPlace('大阪府大阪市中央区本町通1-2', { prefecture: '大阪府', city: '大阪市中央区', town: '本町' })).toBe('大阪府大阪市中央区本町通1-2')
    // Far from the place: a street the reading put first, or another city.
    expect(alignPlace('3番地1 フォレストテラス9F', { prefecture: '京都府', city: '福知山市', town: '内記' })).toBe('3番地1 フォレストテラス9F')
    expect(alignPlace('大阪府吹田市豊津町9番40号', nishiShinjuku)).toBe('大阪府吹田市豊津町9番40号')
  })
})

describe('a town lost whole', () => {
  const sakae = { prefecture: '神奈川県', city: '小田原市', town: '栄町' }
  it('is put in between the city and the street number from the code’s place', () => {
    expect(alignPlace('神奈川県小田原市一丁目5番9号 ステーションプラザ6F', sakae)).toBe('神奈川県小田原市栄町一丁目5番9号 ステーションプラザ6F')
  })
  it('is not put in where the card names the town, or a street name follows the city', () => {
    expect(alignPlace('神奈川県小田原市栄町一丁目5番9号', sakae)).toBe('神奈川県小田原市栄町一丁目5番9号')
    expect(alignPlace('北海道旭川市一条通8丁目108', { prefecture: '北海道', city: '旭川市', town: '１条通' })).toBe('北海道旭川市一条通8丁目108')
    expect(alignPlace('京都府京都市下京区烏丸通四条下る水銀屋町620', { prefecture: '京都府', city: '京都市下京区', town: '水銀屋町' })).toBe('京都府京都市下京区烏丸通四条下る水銀屋町620')
    expect(alignPlace('神奈川県小田原市1-2-3', { prefecture: '神奈川県', city: '小田原市', town: '以下に掲載がない場合' })).toBe('神奈川県小田原市1-2-3')
  })
})
