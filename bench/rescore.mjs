// Re-scores saved OCR output (node bench/ocr.mjs --save texts.json) with the current extraction rules
// and confidence threshold, without running OCR again: the cheap loop for tuning rules on the tuning
// split (or, for the fresh set, to see which kinds of failure a rule removes). Seconds per card are the ones measured when the texts were read.
//   node bench/rescore.mjs texts.json [--show]
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { FIELDS, fieldOk, splitTables } from './ocr.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const saved = JSON.parse(await readFile(process.argv[2], 'utf8'))
const vite = await createServer({ root, configFile: fileURLToPath(new URL('../vitest.config.ts', import.meta.url)), server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
try {
  const { cardFields } = await vite.ssrLoadModule('/src/features/process/analysis/card-fields.ts')
  const { postalChunk } = await import('../scripts/postal-table.mjs')
  const { doubtfulFields } = await vite.ssrLoadModule('/src/features/process/analysis/field-confidence.ts')
  const rows = []
  for (const card of saved) {
    const { fields } = await cardFields(card.text, postalChunk)
    const doubtful = doubtfulFields(fields, card.lines)
    const ok = Object.fromEntries(FIELDS.map((f) => [f, fieldOk(f, fields[f], card.expect[f])]))
    if (process.argv.includes('--show')) {
      const misses = FIELDS.filter((f) => ok[f] === false).map((f) => `${f}=${JSON.stringify(fields[f])}${doubtful.includes(f) ? '(flagged)' : ''}≠${JSON.stringify(card.expect[f])}`)
      console.log(`${card.id.padEnd(26)} ${misses.join('  ') || 'all ok'}`)
    }
    rows.push({ ...card, fields, doubtful, ok, seconds: card.seconds ?? 0 })
  }
  splitTables(rows, console.log)
  const correct = rows.flatMap((r) => FIELDS.filter((f) => r.ok[f] === true).map((f) => r.doubtful.includes(f)))
  console.log(`\nright fields flagged anyway: ${correct.filter(Boolean).length} of ${correct.length}`)
} finally {
  await vite.close()
}
