// Turning the line recogniser's per-frame class probabilities into text (CTC greedy decoding): the
// likeliest class of each frame, repeats and the blank (class 0) dropped. Each glyph keeps its
// probability and where on the line it stood (frames span the input's width evenly), so a caller
// can weigh each glyph and put a word break where glyphs stand far apart.

/** One glyph as read: its probability (0–1) and its centre as a fraction of the line's width. */
export type DecodedGlyph = { text: string; prob: number; at: number }

/**
 * `probs` holds `frames` rows of `classes` values. Class k (1 ≤ k ≤ dict.length) is dict[k − 1];
 * the class after the dictionary is a space.
 */
export function decodeCtc(probs: ArrayLike<number>, frames: number, classes: number, dict: readonly string[]): DecodedGlyph[] {
  const out: DecodedGlyph[] = []
  let last = 0
  let first = 0
  for (let t = 0; t < frames; t++) {
    let best = 0
    let p = -1
    for (let c = 0; c < classes; c++) {
      const v = probs[t * classes + c]
      if (v > p) {
        p = v
        best = c
      }
    }
    if (best !== last) first = t
    if (best !== 0 && best !== last) out.push({ text: best - 1 < dict.length ? dict[best - 1] : ' ', prob: p, at: (t + 0.5) / frames })
    else if (best !== 0 && best === last) {
      // A glyph held over several frames: its probability is its surest frame's, its place their middle.
      const g = out[out.length - 1]
      g.prob = Math.max(g.prob, p)
      g.at = ((first + t) / 2 + 0.5) / frames
    }
    last = best
  }
  return out
}
