import { describe, expect, it } from 'vitest'
import { lineVariables, OcrUnavailableError, pixelKey, readLineNoLatin } from '../../../src/features/process/analysis/ocr-engine'

// Issue 19 (time per card): a line read with no Latin letters reads the same with them forbidden, so
// it is not read a second time. Here the engine cannot start: asking it fails.

describe('reading a line again without Latin letters', () => {
  it('keeps the first reading when it has no Latin letters, without asking the engine', async () => {
    const first = { text: '〒370-0841 群馬県高崎市栄町3-23', confidence: 80 }
    await expect(readLineNoLatin({} as never, first)).resolves.toBe(first)
  })

  it('reads again when the first reading has Latin letters or a bar', async () => {
    await expect(readLineNoLatin({} as never, { text: '加藤 BF', confidence: 60 })).rejects.toBeInstanceOf(OcrUnavailableError)
    await expect(readLineNoLatin({} as never, { text: '主 |壬', confidence: 60 })).rejects.toBeInstanceOf(OcrUnavailableError)
  })
})

describe('a crop read again by a later pass', () => {
  const pixels = (n: number, set?: number) => Uint8ClampedArray.from({ length: n * 4 }, (_, i) => (i === set ? 7 : (i * 31) % 256))

  it('has the same key for the same pixels and options', () => {
    expect(pixelKey(pixels(600), 30, 20, 'V')).toBe(pixelKey(pixels(600), 30, 20, 'V'))
  })

  it('has another key for one pixel changed, another size or other options', () => {
    const key = pixelKey(pixels(600), 30, 20, '')
    expect(pixelKey(pixels(600, 1234), 30, 20, '')).not.toBe(key)
    expect(pixelKey(pixels(600), 20, 30, '')).not.toBe(key)
    expect(pixelKey(pixels(600), 30, 20, 'L')).not.toBe(key)
  })
})

describe('how a crop is read', () => {
  it('reads a line, a column, or one glyph or word of a name apart', () => {
    expect(lineVariables().tessedit_pageseg_mode).toBe('7')
    expect(lineVariables({ vertical: true }).tessedit_pageseg_mode).toBe('5')
    expect(lineVariables({ single: 'glyph', onlyJapanese: true }).tessedit_pageseg_mode).toBe('10')
    expect(lineVariables({ single: 'word', onlyJapanese: true }).tessedit_pageseg_mode).toBe('8')
    expect(lineVariables({ single: 'word', onlyJapanese: true }).tessedit_char_blacklist).toContain('&')
  })
})
