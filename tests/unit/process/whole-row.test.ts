import { describe, expect, it } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { wholeRowWins } from '../../../src/features/process/analysis/read-card'

// A row read again whole (its ink went on past the engine's box) replaces the first reading only when
// it reads more, is about as sure, and keeps the kanji the first reading was sure of.
const words = (...ws: [string, number][]) => ws.map(([text, confidence]) => ({ text, confidence }))
const line = (text: string, confidence: number, ws?: [string, number][]): OcrLine => ({ text, confidence, words: ws && words(...ws) })

describe('a row read again whole', () => {
  it('does not give up the kanji the first reading was sure of', () => {
    const before = line('小野寺 晴美 :', 86, [['小野寺', 90], ['晴美', 88], [':', 40]])
    expect(wholeRowWins(before, line('小 野 F 晴 美 iii', 80), false)).toBe(false)
    expect(wholeRowWins(before, line('小野寺 晴美 おのでら はるみ', 84), false)).toBe(true)
  })

  it('still needs more text and about the same confidence, and a cut row needs most of its text', () => {
    const before = line('〒100-0005 東京都千代田', 90, [['〒100-0005', 90], ['東京都千代田', 92]])
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区丸の内1-2-3', 70), false)).toBe(false)
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区丸の内1-2-3', 80), false)).toBe(true)
    expect(wholeRowWins(before, line('東京都', 90), true)).toBe(false)
    expect(wholeRowWins(before, line('〒100-0005 東京都千代田区', 61), true)).toBe(true)
  })
})
