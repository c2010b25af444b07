/** A canvas of one colour (card paper by default) and its context, for tests that draw a card to read. */
export function paper(width: number, height: number, colour = '#f6f4ee'): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = Object.assign(document.createElement('canvas'), { width, height })
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = colour
  ctx.fillRect(0, 0, width, height)
  return [canvas, ctx]
}
