import { describe, expect, it, vi } from 'vitest'

// A doubted name kanji judged on the ink against the kanji that look like it (issue 19). The judge
// itself draws glyphs (old-forms' judgeForms, measured by the card bench); here it is stood in for.
const judged = vi.hoisted(() => ({ scores: {} as Record<string, Record<string, number>>, asked: [] as string[] }))
vi.mock('../../../src/features/process/analysis/old-forms', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/features/process/analysis/old-forms')>()
  return {
    ...real,
    judgeForms: (_picture: unknown, _line: unknown, glyphs: string[], at: number, others: string[]) => {
      // A glyph scored alone is noted as it is, one judged against its look-alikes with a '+'.
      judged.asked.push(others.length ? `${glyphs[at]}+` : glyphs[at])
      const scores = judged.scores[glyphs[at]]
      return scores && { at, read: glyphs[at], scores: Object.fromEntries(Object.entries(scores).filter(([c]) => c === glyphs[at] || others.includes(c))) }
    },
  }
})

const { chooseLookalike, companyNameGlyphs, glyphConfidences, lookalikesOf, readLookalikes, LOOKALIKE_MARGIN } = await import('../../../src/features/process/analysis/lookalike-glyphs')
const { DOUBT_BELOW } = await import('../../../src/features/process/analysis/field-confidence')

const picture = {} as HTMLCanvasElement
const box = { x0: 0, y0: 0, x1: 300, y1: 60 }

describe('kanji look-alikes', () => {
  it('lists the common kanji a rare one is read as, both ways round', () => {
    expect(lookalikesOf('鷺')).toContain('鷲')
    expect(lookalikesOf('鷲')).toContain('鷺')
    expect(lookalikesOf('朗')).toContain('郎')
    // 柔's own list does not hold 桑, 桑's holds 柔.
    expect(lookalikesOf('柔')).toContain('桑')
    expect(lookalikesOf('A')).toEqual([])
  })

  it('takes another kanji only when it leads the one read by the margin, on a glyph the cut found', () => {
    expect(chooseLookalike({ 鷺: 0.6, 鷲: 0.6 + LOOKALIKE_MARGIN + 0.01 }, '鷺')).toBe('鷲')
    expect(chooseLookalike({ 鷺: 0.6, 鷲: 0.6 + LOOKALIKE_MARGIN - 0.02 }, '鷺')).toBe('鷺')
    // The ink is nothing like what was read: the cut missed the glyph.
    expect(chooseLookalike({ 鷺: 0.1, 鷲: 0.5 }, '鷺')).toBe('鷺')
  })

  it('knows how sure the engine was of each glyph from its words', () => {
    expect(glyphConfidences({ text: '鷺尾 さくら', confidence: 75, words: [{ text: '鷺', confidence: 27 }, { text: '尾', confidence: 91 }, { text: 'さくら', confidence: 92 }] })).toEqual([27, 91, 92, 92, 92])
    // Words that do not add up to the line: the line's confidence for every glyph.
    expect(glyphConfidences({ text: '鷺尾', confidence: 40, words: [{ text: '鷺', confidence: 27 }] })).toEqual([40, 40])
  })
})

describe('reading look-alikes on a card', () => {
  it('swaps a doubted kanji of a name for the look-alike its ink is, and leaves the name for the office to check', () => {
    judged.scores = { 鷺: { 鷺: 0.55, 鷲: 0.72 }, 尾: { 尾: 0.9, 尼: 0.95 } }
    judged.asked = []
    const line = { text: '鷺尾 さくら', confidence: 88, box, words: [{ text: '鷺', confidence: 27 }, { text: '尾', confidence: 91 }, { text: 'さくら', confidence: 92 }] }
    const [out] = readLookalikes(picture, [line])
    expect(out.text).toBe('鷲尾 さくら')
    expect(out.confidence).toBeLessThan(DOUBT_BELOW)
    // 尾 was read sure: judged too, alone first, and its ink is clearly 尾: its look-alikes are not drawn.
    expect(judged.asked).toEqual(['鷺', '鷺+', '尾'])
    expect(out.alike).toBeUndefined()
  })

  it('leaves lines that are not a name or a company, and kanji whose ink does not say otherwise', () => {
    judged.scores = { 鷺: { 鷺: 0.7, 鷲: 0.72 } }
    const name = { text: '鷺尾 董', confidence: 40, box }
    expect(readLookalikes(picture, [name])).toEqual([name])
    const company = { text: '白鷺精工株式会社', confidence: 40, box }
    expect(readLookalikes(picture, [company])).toEqual([company])
    const address = { text: '東京都千代田区麹町4-8-1', confidence: 40, box }
    judged.asked = []
    expect(readLookalikes(picture, [address])).toEqual([address])
    expect(judged.asked).toEqual([])
  })

  it('never swaps a sure kanji of a name: it lists it in `alike` for the office check', () => {
    judged.scores = { 鳥: { 鳥: 0.6, 島: 0.79 }, 里: { 里: 0.8, 黒: 0.5 } }
    const line = { text: '寺鳥 里奈', confidence: 90, box, words: [{ text: '寺鳥', confidence: 88 }, { text: '里奈', confidence: 93 }] }
    const [out] = readLookalikes(picture, [line])
    expect(out.text).toBe('寺鳥 里奈')
    expect(out.confidence).toBe(90)
    expect(out.alike).toBe('鳥')
    // A glyph the cut found only in part (its own score low) is no dispute, whatever leads.
    judged.scores = { 谷: { 谷: 0.34, 各: 0.6 } }
    const [kumagai] = readLookalikes(picture, [{ text: '熊谷 雄一郎', confidence: 90, box }])
    expect(kumagai.alike).toBeUndefined()
    // A misread the ink disputes scores a little under half as itself (即 for 郎 at 0.455 on a turned card): still a dispute.
    judged.scores = { 即: { 即: 0.44, 郎: 0.75 } }
    const [sato] = readLookalikes(picture, [{ text: '佐藤 一即', confidence: 90, box }])
    expect(sato.alike).toBe('即')
  })

  it("judges a company's own kanji near an end, never swapped, and not its legal form", () => {
    judged.scores = { 柚: { 柚: 0.49, 桐: 0.77 } }
    judged.asked = []
    const line = { text: '有限会社柚生テキスタイル', confidence: 45, box }
    const [out] = readLookalikes(picture, [line])
    expect(out.text).toBe('有限会社柚生テキスタイル')
    expect(out.alike).toBe('柚')
    // 生 is five glyphs from both ends: not walked to.
    expect(judged.asked).toEqual(['柚', '柚+'])
  })

  it("finds a company's own kanji past its form and mark, only a few glyphs from an end", () => {
    expect(companyNameGlyphs([...'株式会社紅葉堂'])).toEqual([4, 5, 6])
    expect(companyNameGlyphs([...'紅葉堂(株)'])).toEqual([0, 1, 2])
    expect(companyNameGlyphs([...'医療法人社団緑風会'])).toEqual([4, 5, 6, 7, 8])
    // Glyphs more than four from both ends of the line are not walked to.
    expect(companyNameGlyphs([...'北海道中央地域総合開発機構株式会社'])).toEqual([0, 1, 2, 3, 4, 12])
    expect(companyNameGlyphs([...'山田太郎'])).toEqual([])
  })
})
