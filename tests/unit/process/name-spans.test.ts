import { describe, expect, it } from 'vitest'
import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'
import { acceptSpanReading, cutAtSpan, halfReadName, placeWords, readsAsName, spanBox, spanCrop, spanText, tallSpan } from '../../../src/features/process/analysis/name-spans'

const w = (text: string, confidence: number, x0: number, x1: number, y0: number, h: number) => ({ text, confidence, box: { x0, y0, x1, y1: y0 + h } })

// A title, a name half read and its reading on one row; the line was read again alone, so its words
// carry boxes of that crop (56 px high), not of the card.
const titled: OcrLine = {
  text: '係長 =47 奈々  すがわら なな',
  confidence: 79,
  box: { x0: 69, y0: 64, x1: 544, y1: 126 },
  words: [w('係長', 94, 9, 48, 32, 20), w('=47', 0, 71, 166, 8, 58), w('奈々', 94, 182, 271, 13, 47), w('すがわら', 95, 318, 437, 35, 18), w('な', 95, 407, 422, 23, 44), w('な', 96, 421, 441, 23, 44)],
}
// Read with the page: the boxes are the card's. A small title misread as letters before the name.
const lettered: OcrLine = {
  text: 'we BH 晴美\n',
  confidence: 68,
  box: { x0: 85, y0: 128, x1: 418, y1: 180 },
  words: [w('we', 75, 85, 130, 151, 21), w('BH', 39, 153, 253, 129, 50), w('晴美', 90, 315, 418, 128, 52)],
}
// A department and title in small type, the name letter-spaced in Mincho.
const spaced: OcrLine = {
  text: 'エンジニアリング本部 係長 海 マー  英 里 ¥',
  confidence: 85,
  box: { x0: 69, y0: 65, x1: 707, y1: 126 },
  words: [w('エン', 96, 69, 112, 94, 15), w('ジニ', 96, 118, 160, 91, 19), w('アリ', 96, 165, 203, 92, 19), w('ング', 96, 213, 256, 91, 20), w('本', 95, 257, 279, 90, 22), w('部', 89, 284, 302, 91, 21), w('係長', 89, 320, 356, 91, 21), w('海', 82, 388, 432, 68, 46), w('マー', 43, 447, 497, 65, 61), w('英', 92, 543, 588, 69, 45), w('里', 77, 603, 647, 70, 42), w('¥', 70, 663, 707, 71, 44)],
}

const spanOf = (line: OcrLine) => {
  const words = placeWords(line)!
  return { words, span: tallSpan(words)! }
}

describe('the large span of a row that also holds small text', () => {
  it('maps the words of a line read again alone onto the line box', () => {
    const words = placeWords(titled)!
    expect(words[0].box.x0).toBe(69)
    expect(words[words.length - 1].box.x1).toBe(544)
    // Words read with the page keep their boxes.
    expect(placeWords(lettered)!.map((x) => x.box)).toEqual(lettered.words!.map((x) => x.box))
  })

  it('is the widest run of large words between the small ones, marks and unsure glyphs included', () => {
    expect(spanText(titled, spanOf(titled).span)).toBe('=47 奈々')
    expect(spanText(lettered, spanOf(lettered).span)).toBe('BH 晴美')
    expect(spanText(spaced, spanOf(spaced).span)).toBe('海 マー  英 里 ¥')
    const { span } = spanOf(lettered)
    expect(spanBox(lettered, span)).toEqual({ x0: 153, y0: 128, x1: 418, y1: 180 })
  })

  it('measures words read with the page within the line: a misread box that took in a rule below does not shrink the name', () => {
    // 理事長 齋藤 康平 at low resolution: the title read as 'ws', 齋藤 as 'FREE' boxed down to the rule under the name.
    const ruled: OcrLine = {
      text: 'ws FREE 康平\n',
      confidence: 56,
      box: { x0: 54, y0: 78, x1: 364, y1: 120 },
      words: [w('ws', 46, 54, 109, 95, 18), w('FREE', 28, 134, 234, 74, 63), w('康平', 95, 269, 364, 78, 42)],
    }
    const words = placeWords(ruled)!
    expect(words[1].box).toEqual({ x0: 134, y0: 78, x1: 234, y1: 120 })
    expect(words[2].box).toEqual(ruled.words![2].box)
    expect(spanText(ruled, tallSpan(words)!)).toBe('FREE 康平')
    // Read again from halfway into the gap before it: the box of 'FREE' left out the edge of 齋.
    expect(spanCrop(ruled, words, tallSpan(words)!)).toEqual({ x0: 122, y0: 78, x1: 364, y1: 120 })
  })

  it('is read again from a box reaching at most half a line height into the gaps beside it', () => {
    const { words, span } = spanOf(lettered)
    // 'we' ends at 130, 'BH' starts at 153: halfway is 141.5; nothing after the span.
    expect(spanCrop(lettered, words, span)).toEqual({ x0: 142, y0: 128, x1: 418, y1: 180 })
    const { words: tw, span: ts } = spanOf(titled)
    const box = spanBox(titled, ts)
    const crop = spanCrop(titled, tw, ts)
    expect(crop.x0).toBeLessThan(box.x0)
    expect(crop.x1).toBeGreaterThan(box.x1)
    expect(crop.x1 - box.x1).toBeLessThanOrEqual((box.y1 - box.y0) / 2)
  })

  it('takes no word the engine only guessed at for small text: its box measures no glyph', () => {
    // 熊谷 大和: the four dots of 熊 read as 'wo' at 17, boxed a third of the name's height.
    const guessed: OcrLine = {
      text: 'woント当',
      confidence: 29,
      box: { x0: 98, y0: 109, x1: 297, y1: 161 },
      words: [w('wo', 17, 98, 172, 141, 20), w('ント', 35, 182, 240, 109, 52), w('当', 35, 245, 297, 109, 52)],
    }
    expect(tallSpan(placeWords(guessed)!)).toBeUndefined()
    // Read surely, the same small word is small text (a title beside the name).
    const titled = { ...guessed, words: guessed.words!.map((x, k) => (k === 0 ? { ...x, confidence: 46 } : x)) }
    expect(spanText(titled, tallSpan(placeWords(titled)!)!)).toBe('ント当')
  })

  it('is nothing on a row of one size, nor a lone large mark', () => {
    const plain: OcrLine = { text: '株式会社 北辰工業', confidence: 90, box: { x0: 0, y0: 0, x1: 220, y1: 27 }, words: [w('株式会社', 92, 0, 100, 0, 25), w('北辰工業', 90, 110, 220, 0, 27)] }
    expect(tallSpan(placeWords(plain)!)).toBeUndefined()
    const logo: OcrLine = { text: '® 営業部', confidence: 90, box: { x0: 0, y0: 0, x1: 200, y1: 50 }, words: [w('®', 40, 0, 50, 0, 50), w('営業部', 95, 70, 200, 20, 20)] }
    expect(tallSpan(placeWords(logo)!)).toBeUndefined()
  })

  it('is read again only when it holds kanji and something misread', () => {
    expect(halfReadName(spanOf(titled).span)).toBe(true)
    expect(halfReadName(spanOf(spaced).span)).toBe(true)
    const phone: OcrLine = { text: 'TEL 03.449.9919 Fax', confidence: 90, box: { x0: 0, y0: 0, x1: 400, y1: 40 }, words: [w('TEL', 90, 0, 40, 20, 15), w('03.449.9919', 90, 50, 300, 0, 40), w('Fax', 90, 310, 400, 20, 15)] }
    expect(halfReadName(spanOf(phone).span)).toBe(false)
    expect(readsAsName('蓮見 沙織')).toBe(true)
    expect(readsAsName('=47 奈々')).toBe(false)
  })

  it('takes a reading again that is a name keeping the sure kanji, with a glyph where the misread was', () => {
    expect(acceptSpanReading(spanOf(titled).span, '菅原 奈々')).toBe(true)
    expect(acceptSpanReading(spanOf(lettered).span, '濱口 晴美')).toBe(true)
    expect(acceptSpanReading(spanOf(spaced).span, '真鍋 英里子')).toBe(true)
    // The sure kanji lost, nothing in place of the misread, or no name.
    expect(acceptSpanReading(spanOf(titled).span, '菅原 奈美')).toBe(false)
    expect(acceptSpanReading(spanOf(lettered).span, '晴美')).toBe(false)
    expect(acceptSpanReading(spanOf(spaced).span, '営業部 英')).toBe(false)
  })

  it('cuts the row into the small text before, the name and the small text after', () => {
    const { words, span } = spanOf(titled)
    const parts = cutAtSpan(titled, words, span, { text: '菅原 奈々', confidence: 0 })
    expect(parts.map((p) => p.text)).toEqual(['係長', '菅原 奈々', 'すがわら なな'])
    expect(parts[1].confidence).toBe(0)
    expect(parts[0].box!.x1).toBeLessThan(parts[1].box!.x0)
  })
})
