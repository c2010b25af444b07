// OCR benchmark (issue 6): seconds per card and field accuracy on the synthetic card set, with the
// app's engine settings (tesseract.js 7 in a Web Worker, jpn+eng, LSTM only, sparse text) and the
// app's field extraction. Prints figures; asserts nothing about time.
//   node bench/ocr.mjs            (serves dist/, or $E2E_DIST)
//   import { benchOcr } from './ocr.mjs'; await benchOcr()  → { secondsPerCard, accuracy, … }
import { createServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { launchBrowser, serveBuild } from '../tests/e2e/support/harness.mjs'
import { renderCards, SYNTHETIC_CARDS } from './synthetic-cards.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const FIELDS = ['email', 'phone_number', 'full_name', 'company']

async function loadExtractor() {
  const vite = await createServer({ root, configFile: fileURLToPath(new URL('../vitest.config.ts', import.meta.url)), server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
  const mod = await vite.ssrLoadModule('/src/features/process/analysis/extract-fields.ts')
  return { extractFields: mod.extractFields, close: () => vite.close() }
}

export async function benchOcr({ log = console.log } = {}) {
  const server = await serveBuild()
  const browser = await launchBrowser()
  const extractor = await loadExtractor()
  try {
    const page = await browser.context.newPage()
    await page.goto(server.baseURL + '/not-authorized')
    await page.addScriptTag({ path: fileURLToPath(new URL('../node_modules/tesseract.js/dist/tesseract.min.js', import.meta.url)) })
    const images = await renderCards(page)
    const startedAt = Date.now()
    const loadSeconds = await page.evaluate(async () => {
      const t0 = performance.now()
      // Same engine settings as src/features/process/analysis/ocr-engine.ts.
      window.__ocr = await window.Tesseract.createWorker(['jpn', 'eng'], window.Tesseract.OEM.LSTM_ONLY, {
        workerPath: '/tesseract/worker.min.js', corePath: '/tesseract/core', langPath: '/tesseract/lang', gzip: true, workerBlobURL: false,
      })
      await window.__ocr.setParameters({ tessedit_pageseg_mode: window.Tesseract.PSM.SPARSE_TEXT, preserve_interword_spaces: '1' })
      return (performance.now() - t0) / 1000
    })
    const rows = []
    for (const [i, image] of images.entries()) {
      const { text, seconds } = await page.evaluate(async (img) => {
        const t0 = performance.now()
        const r = await window.__ocr.recognize(img)
        return { text: r.data.text, seconds: (performance.now() - t0) / 1000 }
      }, image)
      const { fields, analyst_status } = extractor.extractFields(text)
      const expect = SYNTHETIC_CARDS[i].expect
      // A name read without the gap between family and given name is still the right name.
      const same = (f) => (f === 'full_name' ? fields[f].replace(/\s+/g, '') === expect[f].replace(/\s+/g, '') : fields[f] === expect[f])
      const ok = Object.fromEntries(FIELDS.map((f) => [f, same(f)]))
      rows.push({ seconds, ok, fields, expect, analyst_status, text })
      log(`card ${i + 1}: ${seconds.toFixed(2)} s  ${FIELDS.map((f) => `${f}=${ok[f] ? 'ok' : `MISS(${JSON.stringify(fields[f])})`}`).join('  ')}`)
    }
    const totalSeconds = (Date.now() - startedAt) / 1000
    const accuracy = Object.fromEntries(FIELDS.map((f) => [f, rows.filter((r) => r.ok[f]).length / rows.length]))
    const emailsAndPhones = rows.filter((r) => r.ok.email && r.ok.phone_number).length / rows.length
    const secondsPerCard = rows.reduce((s, r) => s + r.seconds, 0) / rows.length
    const result = { cards: rows.length, engineLoadSeconds: loadSeconds, secondsPerCard, totalSeconds, accuracy, emailsAndPhones, rows }
    log(`\nOCR: ${rows.length} cards, engine start ${loadSeconds.toFixed(1)} s, ${secondsPerCard.toFixed(2)} s per card`)
    log(`accuracy: ${FIELDS.map((f) => `${f} ${(accuracy[f] * 100).toFixed(0)}%`).join(', ')}; e-mail and phone both exact on ${(emailsAndPhones * 100).toFixed(0)}% of cards`)
    return result
  } finally {
    await extractor.close()
    await browser.close()
    await server.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchOcr()
  if (process.env.BENCH_DEBUG) for (const row of r.rows) console.log(JSON.stringify(row.text))
}
