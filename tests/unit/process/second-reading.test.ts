import { describe, expect, it } from 'vitest'
import { decodeCtc } from '../../../src/features/process/analysis/ctc-decode'
import { mergeReadings, mergedText, type FirstGlyph } from '../../../src/features/process/analysis/merge-readings'
import { firstGlyphs, linesToAsk } from '../../../src/features/process/analysis/second-reading'
import type { DecodedGlyph } from '../../../src/features/process/analysis/ctc-decode'

// A name's line read by tesseract and by the line recogniser, merged glyph by glyph.
const first = (text: string, confidence: number | number[]): FirstGlyph[] => {
  const out: FirstGlyph[] = []
  let space = false
  for (const c of text) {
    if (c === ' ') {
      space = true
      continue
    }
    out.push({ text: c, confidence: Array.isArray(confidence) ? confidence[out.length] : confidence, space })
    space = false
  }
  return out
}
const second = (text: string, prob: number | number[]): DecodedGlyph[] => [...text].map((c, i) => ({ text: c, prob: Array.isArray(prob) ? prob[i] : prob, at: i * 10 }))
const merge = (a: FirstGlyph[], b: DecodedGlyph[]) => {
  const m = mergeReadings(a, b)
  return m && mergedText(m)
}

describe('decoding the recogniser’s frames', () => {
  it('keeps the likeliest class per frame, drops repeats and blanks, and says how sure and where each glyph is', () => {
    const dict = ['緒', '方', '薫']
    // classes: blank, 緒, 方, 薫, space
    const frames = [
      [0.9, 0.05, 0, 0, 0.05],
      [0.1, 0.8, 0, 0, 0.1],
      [0.05, 0.95, 0, 0, 0],
      [0.7, 0.1, 0.1, 0, 0.1],
      [0, 0, 0.9, 0, 0.1],
      [0.2, 0, 0, 0, 0.8],
      [0, 0, 0, 0.99, 0.01],
      [0.6, 0, 0, 0.3, 0.1],
    ]
    const glyphs = decodeCtc(frames.flat(), frames.length, 5, dict)
    expect(glyphs.map((g) => g.text).join('')).toBe('緒方 薫')
    expect(glyphs[0].prob).toBe(0.95)
    expect(glyphs[0].at).toBeCloseTo(2 / 8)
    expect(glyphs[3].at).toBeCloseTo(6.5 / 8)
    // The same class after a blank is a second glyph (佐々 read as 佐佐 is two).
    const twice = decodeCtc([0, 1, 0, /* blank */ 1, 0, 0, 0, 1, 0], 3, 3, ['佐', '々'])
    expect(twice.map((g) => g.text).join('')).toBe('佐佐')
  })
})

describe('merging two readings of a name’s line', () => {
  it('takes the recogniser’s glyph for one tesseract doubted or misread as a look-alike', () => {
    expect(merge(first('緒方 猟', [90, 90, 0]), second('緒方 薫', 0.97))).toBe('緒方 薫')
    expect(merge(first('堀董', [80, 40]), second('堀薫', 0.99))).toBe('堀薫')
    expect(merge(first('可尾 光太郎', [31, 60, 80, 80, 80]), second('鷲尾 光太郎', 1))).toBe('鷲尾 光太郎')
  })

  it('fills in a glyph tesseract lost and drops one it doubled', () => {
    expect(merge(first('寺寺島', 55), second('寺島薫', [0.93, 0.98, 0.98]))).toBe('寺島薫')
    expect(merge(first('緒方 HB', [90, 90, 56, 56]), second('猪方聡', [0.5, 0.95, 0.9]))).toBe('緒方 聡')
  })

  it('keeps what tesseract was sure of, and what the recogniser was unsure of', () => {
    expect(merge(first('小鳥遊 絵美', 92), second('小烏遊絵美', [0.99, 0.62, 0.99, 0.99, 0.99]))).toBe('小鳥遊 絵美')
    expect(merge(first('小鳥遊 啓介', 70), second('小烏遊聲介', [0.99, 0.5, 0.99, 0.36, 0.99]))).toBe('小鳥遊 啓介')
  })

  it('takes the recogniser’s kanji that tesseract’s model has not, however sure tesseract was of its look-alike', () => {
    expect(merge(first('時田 ゆかり', [89, 95, 95, 95, 95]), second('蒔田 ゆかり', 0.99))).toBe('蒔田 ゆかり')
    expect(merge(first('中山 細', [95, 95, 89]), second('中山 紬', [0.99, 0.99, 0.99, 0.97]))).toBe('中山 紬')
    // A kanji tesseract knows: its sure reading stands against a recogniser less than certain.
    expect(merge(first('中山 細', [95, 95, 89]), second('中山 紳', [0.99, 0.99, 0.99, 0.97]))).toBe('中山 細')
    // The recogniser misreads too, less sure: 顧 as 麒, 和 as 羂, 一 as 嵯 (seen on the bench's cards).
    expect(merge(first('顧問', 89), second('麒問', [0.59, 0.99]))).toBe('顧問')
    expect(merge(first('医療法人清和会', 96), second('医療法人清羂会', [0.99, 0.99, 0.99, 0.99, 0.99, 0.57, 0.99]))).toBe('医療法人清和会')
    expect(merge(first('長谷部雄一朗', 92), second('長谷部雄嵯朗', [0.99, 0.99, 0.99, 0.99, 0.86, 0.99]))).toBe('長谷部雄一朗')
  })

  it('keeps the rarer form of a kanji whichever engine read it (the recogniser reads 﨑 as 崎)', () => {
    expect(merge(first('山﨑 光太郎', 63), second('山崎 光太郎', 0.95))).toBe('山﨑 光太郎')
    expect(merge(first('髙橋 大和', 60), second('高橋大和', 0.97))).toBe('髙橋 大和')
    expect(merge(first('館野 慎之介', 66), second('舘野 慎之介', 0.95))).toBe('舘野 慎之介')
  })

  it('takes the clearly surer of two doubted kanji, and kana or kanji over letters tesseract doubted', () => {
    // As read on a photo of a card: the row of department, title and name.
    const row = first('| カスタマーサクセスメ都課長簡作 34 ER', [91, 92, 92, 93, 93, 92, 91, 84, 84, 73, 63, 2, 2, 2, 7, 7, 35, 35, 55, 55])
    const probs = [1, 1, 0.93, 1, 1, 1, 1, 1, 1, 1, 0.83, 1, 0.99, 0.63, 1, 0.92, 0.59]
    expect(merge(row, second('カスクマーサクセス部課長補佐辻 薫', probs))).toBe('| カスタマーサクセスメ部課長補佐 辻 薫')
  })

  it('takes the recogniser’s gaps, and none of tesseract’s doubted glyphs, where tesseract read garble', () => {
    // As read on a photo of a card (the recogniser's gaps are glyphs too).
    const probs = [0.99, 0.15, 0.83, 0.62, 0.98, 0.71, 1, 0.47, 1, 1, 1, 0.92, 0.99, 1]
    expect(merge(first('wows ve 01 JE FEAT', 20), second('経誉企画室主任\u3000五十嵐 啓介', probs))).toBe('経誉企画室主任 五十嵐 啓介')
    // A logo read as garble by both, the recogniser unsure of it: it is no garble of tesseract's to put
    // right, and the kanji it was unsure of (中 at 30) is not taken (中一 was taken for a name).
    expect(merge(first('|」 puny 本', [57, 57, 36, 36, 36, 36, 4]), second('中ー', [0.3, 0.51]))).not.toContain('中')
  })

  it('says nothing when the recogniser read no Japanese', () => {
    expect(mergeReadings(first('Satoshi OGATA', 60), second('Satoshi OGATA', 0.99))).toBeUndefined()
  })
})

describe('tesseract’s glyphs of a line', () => {
  it('gives each glyph its word’s confidence and marks the gaps', () => {
    const line = {
      text: '緒方 猟',
      confidence: 7,
      words: [
        { text: '緒方', confidence: 90 },
        { text: '猟', confidence: 0 },
      ],
    }
    expect(firstGlyphs(line)).toEqual([
      { text: '緒', confidence: 90, space: false },
      { text: '方', confidence: 90, space: false },
      { text: '猟', confidence: 0, space: true },
    ])
    // Words that no longer spell the line (a step rewrote it): the line's confidence.
    expect(firstGlyphs({ text: '堀 薫', confidence: 70, words: [{ text: '堀董', confidence: 90 }] }).map((g) => g.confidence)).toEqual([70, 70])
  })
})

describe('what the recogniser has no say on', () => {
  it('keeps tesseract’s signs, marks, letters and digits, and a glyph at the edge the recogniser missed', () => {
    expect(merge(first('桐生テキスタイル㈱', [90, 90, 90, 90, 90, 90, 90, 70]), second('桐生テキスタイル株)', 0.95))).toBe('桐生テキスタイル㈱')
    expect(merge(first('(有) ソラノウ', [70, 70, 70, 80, 80, 80, 50]), second('（有） ソラノワ', 0.95))).toBe('(有) ソラノワ')
    expect(merge(first('取締役CTO', [90, 90, 90, 70, 70, 70]), second('取締役CT0', 0.95))).toBe('取締役CTO')
    expect(merge(first('総務部 総務課', 75), second('務部 総務課', 0.95))).toBe('総務部 総務課')
  })
})

describe('which lines the recogniser is asked about', () => {
  const row = (text: string, y: number, height: number, confidence = 70, x1 = 300) => ({ text, confidence, box: { x0: 20, y0: y, x1, y1: y + height } })
  it('asks about large and short Japanese lines tesseract doubted, and large capitals on a Japanese card', () => {
    const lines = [
      row('営業部 課長', 10, 20),
      row('緒方 猟', 40, 40, 7),
      row('合同会社灯台舎', 90, 28),
      row('東京都渋谷区渋谷2-21-1', 130, 20),
      row('E-mail kogata@todaisha.com', 160, 20),
      row('SRE', 190, 40, 40),
      row('千代田区麹町四丁目', 240, 20),
      row('取締役', 270, 20, 96),
    ]
    lines[7] = { ...lines[7], words: [{ text: '取締役', confidence: 96 }] } as (typeof lines)[number]
    // The largest first: the name, the capitals, the company; then the short title line.
    expect(linesToAsk(lines)).toEqual([1, 5, 2, 0])
  })

  it('asks about a large garble with digits of its own, not about an address', () => {
    const lines = [row('wows ve 01 JE FEAT', 10, 44, 20), row('いがらし けいすけ', 60, 15, 82), row('(有) 三協テクノ', 80, 20, 80), row('本町2-15-1', 110, 15, 70), row('12階', 130, 15, 70)]
    expect(linesToAsk(lines)).toEqual([0, 2, 1])
  })

  it('asks about a 縦書き address column with katakana tesseract doubted, after the large lines, not about a phone column', () => {
    const column = (text: string, x: number, confidence: number) => ({ text, confidence, box: { x0: x, y0: 20, x1: x + 20, y1: 300 } })
    const lines = [
      column('佐々木さくら', 300, 76),
      column('紺屋町十一番一号', 200, 80),
      column('第三北浜ビピルニ〇一号室', 170, 84),
      column('ファクスCO〇五四1八二七!六八五七', 140, 68),
      column('本町センタービル五階', 110, 95),
    ]
    lines[4] = { ...lines[4], words: [{ text: '本町センタービル五階', confidence: 95 }] } as (typeof lines)[number]
    expect(linesToAsk(lines)).toEqual([0, 2])
  })
})
