import { describe, expect, it, vi } from 'vitest'

// A kanji the second engine swapped for its look-alike is settled on the ink (issue 19). The ink judge
// draws glyphs (old-forms' judgeForms, measured by the card bench); here it is stood in for.
const ink = vi.hoisted(() => ({ scores: {} as Record<string, number>, asked: [] as string[] }))
vi.mock('../../../src/features/process/analysis/old-forms', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/process/analysis/old-forms')>()
  return {
    ...real,
    judgeForms: (_picture: unknown, _line: unknown, glyphs: string[], at: number, others: string[]) => {
      ink.asked.push(`${glyphs[at]}/${others.join('')}`)
      return { at, read: glyphs[at], scores: Object.fromEntries([glyphs[at], ...others].map((c) => [c, ink.scores[c] ?? -1])) }
    },
  }
})

const { judgeSwappedLookalikes } = await import('../../../src/features/process/analysis/second-lookalikes')

const picture = {} as HTMLCanvasElement
const box = { x0: 0, y0: 0, x1: 300, y1: 60 }
const tesseract = { text: '五十嵐 晴美', confidence: 48, box }
const merged = { text: '五土嵐 晴美', confidence: 93, box }

describe('a kanji the second engine swapped for its look-alike', () => {
  it('comes back when the ink is clearly tesseract’s, disputed for the office', () => {
    ink.scores = { 十: 0.78, 土: 0.64 }
    const out = judgeSwappedLookalikes(picture, tesseract, merged)
    expect(out.text).toBe('五十嵐 晴美')
    expect(out.alike).toBe('十')
  })

  it('stands when the ink is clearly the recogniser’s, and is disputed when the ink says neither', () => {
    ink.scores = { 十: 0.5, 土: 0.75 }
    expect(judgeSwappedLookalikes(picture, tesseract, merged)).toEqual(merged)
    ink.scores = { 十: 0.7, 土: 0.66 }
    const out = judgeSwappedLookalikes(picture, tesseract, merged)
    expect(out.text).toBe('五土嵐 晴美')
    expect(out.alike).toBe('土')
  })

  it('leaves glyphs that are no look-alikes, and readings of another length, to the merge', () => {
    ink.asked = []
    expect(judgeSwappedLookalikes(picture, { text: '山田 太郎', confidence: 40, box }, { text: '山本 太郎', confidence: 90, box })).toEqual({ text: '山本 太郎', confidence: 90, box })
    expect(judgeSwappedLookalikes(picture, tesseract, { text: '五土嵐 晴', confidence: 90, box }).text).toBe('五土嵐 晴')
    expect(ink.asked).toEqual([])
  })
})
