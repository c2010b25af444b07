import type { OcrLine } from '../../../src/features/process/analysis/ocr-engine'

// A stand-in for the OCR engine and the card's picture in unit tests of the re-reading steps: crops
// are the boxes themselves, and the engine answers by box (and whether it reads a column), as a card
// would. Use with vi.mock(path, () => import('./fake-engine').then((m) => m.fakeEngine())).

type Box = NonNullable<OcrLine['box']>
export type Answer = { match: (b: Box, vertical: boolean) => boolean; text: string; confidence: number }

/** What the engine says for a box; tests push to it. */
export const answers: Answer[] = []
/** Every box the engine was asked to read, in order. */
export const reads: Box[] = []

export const fakeEngine = () => ({
  oneLine: (s: string) => s.trim(),
  readLine: (box: Box, options: { vertical?: boolean } = {}) => {
    reads.push(box)
    const a = answers.find((x) => x.match(box, !!options.vertical))
    return Promise.resolve({ text: a?.text ?? '', confidence: a?.confidence ?? 0, words: [] })
  },
})

/** card-image with crops that are their boxes. */
export const boxCrops = (original: object) => ({ ...original, cropLine: (_: unknown, box: Box) => box, cropBox: (_: unknown, box: Box) => box })

/** A white picture with dark rectangles, as the canvas the reader gets. */
export function picture(width: number, height: number, rects: Box[]): HTMLCanvasElement {
  const dark = (x: number, y: number) => rects.some((r) => x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1)
  const getImageData = (x0: number, y0: number, w: number, h: number) => {
    const data = new Uint8ClampedArray(w * h * 4)
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.fill(dark(x0 + x, y0 + y) ? 20 : 245, (y * w + x) * 4, (y * w + x) * 4 + 3)
    return { data }
  }
  return { width, height, getContext: () => ({ getImageData }) } as unknown as HTMLCanvasElement
}
