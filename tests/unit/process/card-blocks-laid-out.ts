import { expect } from 'vitest'

type Box = { left: number; right: number; top: number; bottom: number }
type Block = { text?: string; logo?: string }
type Card<B extends Block> = { id: string; vertical: boolean; blocks: B[] }

/**
 * The bench card sets' layouts print nothing off the card (2 mm in from each edge of 91 × 55 mm, 55 ×
 * 91 for a vertical card) and nothing over anything else (0.2 mm of slack). `each` checks a block more.
 */
export function expectLaidOut<B extends Block>(cards: Card<B>[], boxOf: (b: B) => Box, each?: (b: B, box: Box, what: string) => void): void {
  for (const card of cards) {
    const [w, h] = card.vertical ? [55, 91] : [91, 55]
    const boxes = card.blocks.map((b) => ({ b, box: boxOf(b) }))
    for (const { b, box } of boxes) {
      const what = `${card.id}: ${b.text ?? b.logo ?? 'mark'}`
      each?.(b, box, what)
      expect(box.left, what).toBeGreaterThanOrEqual(2)
      expect(box.top, what).toBeGreaterThanOrEqual(2)
      expect(box.right, what).toBeLessThanOrEqual(w - 2)
      expect(box.bottom, what).toBeLessThanOrEqual(h - 2)
    }
    for (const [i, one] of boxes.entries()) {
      for (const other of boxes.slice(i + 1)) {
        const overlap = one.box.left < other.box.right - 0.2 && other.box.left < one.box.right - 0.2 && one.box.top < other.box.bottom - 0.2 && other.box.top < one.box.bottom - 0.2
        expect(overlap, `${card.id}: ${one.b.text ?? 'mark'} / ${other.b.text ?? 'mark'}`).toBe(false)
      }
    }
  }
}
