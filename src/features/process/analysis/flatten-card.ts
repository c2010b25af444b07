import { brightness, canvasOf, context, deskAround, MAX_SIDE, scalePicture, type Picture } from './card-image'
import { findCardQuad, findCardQuadByEdges, quadSkew, rectToQuad, type Point } from './card-quad'

// A card photographed at an angle on a desk is a trapezoid: its far side shorter, its lines slanting
// each their own way, so no one turn straightens them all (a desk photo's company line, at the far
// corner, was read as noise on most such cards). Its four edges are found (card-quad.ts) and the card
// is drawn flat: each pixel of the flat card taken from where the perspective puts it in the photo.

/** Corners this close (px at the 400 px view) to the upright box around them: a card lying square, cropToCard cuts it. */
const SQUARE_WITHIN = 1.5

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/** The card cut out of the desk and drawn flat, its longest side at most `maxSide`; undefined for a scan (no edges found) or a card lying square. */
export function flattenCard(src: Picture, maxSide = MAX_SIDE): Picture | undefined {
  // A dark desk parts from the card by one level; a light one (a grey desk, the card's far side in
  // shade) only by the rise in brightness at the card's edge.
  const desk = deskAround(src, 400)
  const { values, W, H, k } = desk ?? brightness(src, 400)
  const quad = (desk && findCardQuad({ W, H, card: (x, y) => values[y * W + x] > desk.limit })) || findCardQuadByEdges({ W, H, values })
  if (!quad || quadSkew(quad) < SQUARE_WITHIN) return undefined
  const [tl, tr, br, bl] = quad.map((p) => ({ x: p.x / k, y: p.y / k }))
  const [w, h] = [Math.max(distance(tl, tr), distance(bl, br)), Math.max(distance(tl, bl), distance(tr, br))]
  const s = Math.min(1, maxSide / Math.max(w, h))
  // The photo is shrunk by the canvas first (it filters well), so the warp samples it about one to one.
  const photo = s < 1 ? scalePicture(src, s) : src
  const [sx, sy] = [photo.width / src.width, photo.height / src.height]
  const out = canvasOf(w * s, h * s)
  const m = rectToQuad(out.width, out.height, [tl, tr, br, bl].map((p) => ({ x: p.x * sx, y: p.y * sy })) as [Point, Point, Point, Point])
  const from = context(photo).getImageData(0, 0, photo.width, photo.height)
  const to = context(out).createImageData(out.width, out.height)
  warp(from, to, m)
  context(out).putImageData(to, 0, 0)
  return out
}

/** Each pixel of `to` sampled (bilinear) from where the perspective `m` puts its centre in `from`; white outside. */
function warp(from: ImageData, to: ImageData, m: number[]): void {
  const { width: fw, height: fh, data: src } = from
  const { width: tw, height: th, data: dst } = to
  for (let v = 0; v < th; v++) {
    for (let u = 0; u < tw; u++) {
      // project(m, u + 0.5, v + 0.5), written out: no object per pixel.
      const [cu, cv] = [u + 0.5, v + 0.5]
      const d = m[6] * cu + m[7] * cv + m[8]
      const x = (m[0] * cu + m[1] * cv + m[2]) / d - 0.5
      const y = (m[3] * cu + m[4] * cv + m[5]) / d - 0.5
      const o = (v * tw + u) * 4
      const [x0, y0] = [Math.floor(x), Math.floor(y)]
      if (x0 < 0 || y0 < 0 || x0 + 1 >= fw || y0 + 1 >= fh) {
        dst[o] = dst[o + 1] = dst[o + 2] = dst[o + 3] = 255
        continue
      }
      const [fx, fy] = [x - x0, y - y0]
      const i00 = (y0 * fw + x0) * 4
      const i10 = i00 + 4
      const i01 = i00 + fw * 4
      const i11 = i01 + 4
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c] * (1 - fx) + src[i10 + c] * fx
        const bottom = src[i01 + c] * (1 - fx) + src[i11 + c] * fx
        dst[o + c] = top * (1 - fy) + bottom * fy
      }
      dst[o + 3] = 255
    }
  }
}
