// Writes src/features/process/analysis/kanji-lookalikes.txt: for each kanji the Japanese reading model
// knows (the LSTM unicharset of jpn.traineddata), the kanji that look most like it, drawn in the Gothic
// and Mincho fonts of this machine. The card reader judges a doubted name glyph against these on the
// card's ink (lookalike-glyphs.ts): the engine reads a rare kanji as a common one that looks like it
// (鷲 as 鷺, 薫 as 董). Run again when the model or the fonts change:
//   node scripts/kanji-lookalikes.mjs
import { createServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { writeFileSync } from 'node:fs'
import { launchBrowser } from '../tests/e2e/support/harness.mjs'
import { tesseractKanji } from './model-kanji.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const PER_KANJI = 10
const kanji = tesseractKanji()
const vite = await createServer({ root, configFile: `${root}vite.config.ts`, server: { port: 0, hmr: false }, logLevel: 'error' })
await vite.listen()
const base = vite.resolvedUrls.local[0].replace(/\/$/, '')
const browser = await launchBrowser()
try {
  const page = await browser.context.newPage()
  await page.goto(`${base}/tesseract/worker.min.js`)
  const table = await page.evaluate(
    async ({ kanji, per }) => {
      const { inkVector, correlation } = await import('/src/features/process/analysis/glyph-match.ts')
      const fonts = ['400 96px "Noto Sans CJK JP"', '700 96px "Noto Sans CJK JP"', '400 96px "Noto Serif CJK JP"', '400 96px "IPAexGothic"', '400 96px "IPAexMincho"']
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 144
      const ctx = canvas.getContext('2d', { willReadFrequently: true })
      const draw = (char, font) => {
        ctx.fillStyle = '#fff'
        ctx.fillRect(0, 0, 144, 144)
        ctx.fillStyle = '#000'
        ctx.font = font
        ctx.textAlign = 'center'
        ctx.textBaseline = 'middle'
        ctx.fillText(char, 72, 72)
        return inkVector(canvas, { x0: 0, y0: 0, x1: 144, y1: 144 }, 24)
      }
      const vectors = fonts.map((font) => kanji.map((c) => draw(c, font)))
      return kanji.map((c, i) => {
        const score = new Float32Array(kanji.length)
        for (const set of vectors) {
          const own = set[i]
          if (!own) continue
          set.forEach((v, j) => {
            if (v && j !== i) score[j] = Math.max(score[j], correlation(own, v))
          })
        }
        const best = [...score.keys()].sort((a, b) => score[b] - score[a]).slice(0, per)
        return c + best.map((j) => kanji[j]).join('')
      })
    },
    { kanji, per: PER_KANJI },
  )
  // One kanji a line, then the kanji that look most like it in Japanese Gothic and Mincho fonts, most alike first.
  writeFileSync(`${root}src/features/process/analysis/kanji-lookalikes.txt`, `${table.join('\n')}\n`)
  console.log(`${table.length} kanji`)
} finally {
  await browser.close()
  await vite.close()
}
