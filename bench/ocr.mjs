// OCR benchmark (issues 6 and 19): the app's own card reader (src/features/process/analysis/read-card.ts:
// crop, orientation, tesseract.js with jpn + jpn_vert + eng in a Web Worker) and field extraction, run
// on each card as the add page stores it (prepare-image.ts: JPEG, at most 1600 px),
// in Chromium on the generated card set of bench/card-set.mjs and, with --set fresh or all, on the
// independently designed one of bench/card-set-fresh.mjs (its own layouts and words: how the reader
// generalises); --set fresh2 is a second draw of that design, held out whole (everything: all three);
// --set fresh3 … fresh10 a third to tenth draw, for tuning only (TUNING_DRAWS); --set wide the third
// design of bench/card-set-wide.mjs (wide vocabularies, its own layouts), tuned on since its first run;
// --set wide2 … wide10 further draws of it (WIDE_DRAWS), each held until its first run.
// Prints per-field exact-match accuracy per kind, for each split apart (tuning, held-out, fresh-tune,
// fresh-held, fresh2-held), and seconds per card; --in-flight N reads N cards at once, as the app reads
// a stack, and prints the stack's seconds per card too. Asserts nothing.
//   node bench/ocr.mjs [--set original|fresh|all|fresh2|fresh3 … fresh10|everything] [--per-kind N] [--fresh-per-kind N] [--kinds clean,vertical]
//                      [--in-flight N] [--split tuning|held-out|fresh-tune|fresh-held|fresh2-held|wide-held|wide2-held|wide3-held] [--ids id,id] [--show] [--save texts.json]
//                      [--tesseract-only]   (without the line recogniser's second reading: the two side by side)
//                      [--steps]            (mean seconds per step of the reading: where the time per card goes)
//                      [--turns]            (only find each card's turn: which way up it was read, per card, to compare two versions)
// --save keeps what the engine read, so extraction rules can be re-scored without OCR (bench/rescore.mjs).
//   import { benchOcr } from './ocr.mjs'; await benchOcr()
import { createServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { writeFile } from 'node:fs/promises'
import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { launchBrowser } from '../tests/e2e/support/harness.mjs'
import { buildCardSet, KINDS } from './card-set.mjs'
import { buildFresh2CardSet, buildFreshCardSet, buildTuningDraw, TUNING_DRAWS } from './card-set-fresh.mjs'
import { WIDE_DRAWS, buildWideDraw, buildWideCardSet } from './card-set-wide.mjs'
import { renderCardSet } from './card-render.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
export const FIELDS = ['full_name', 'full_name_kana', 'email', 'phone_number', 'company', 'position', 'address']
const LABEL = { full_name: 'name', full_name_kana: 'kana*', email: 'e-mail', phone_number: 'phone', company: 'company', position: 'position', address: 'address' }
const squash = (s) => (s ?? '').replace(/\s+/g, '')
const SPACED = new Set(['full_name', 'full_name_kana', 'address'])

/** Exact match; spaces inside names, readings and addresses don't count. Kana only where printed. */
export function fieldOk(field, got, want) {
  if (field === 'full_name_kana' && !want) return undefined
  return SPACED.has(field) ? squash(got) === squash(want) : (got ?? '') === want
}

export function table(rows, log) {
  const pct = (list, f) => {
    const scored = list.map((r) => r.ok[f]).filter((v) => v !== undefined)
    return scored.length ? `${Math.round((100 * scored.filter(Boolean).length) / scored.length)}%`.padStart(8) : '       -'
  }
  log(`${'kind'.padEnd(16)}${'cards'.padStart(6)}${FIELDS.map((f) => LABEL[f].padStart(9)).join('')}${'s/card'.padStart(8)}${'flagged'.padStart(9)}${'false-fl'.padStart(10)}`)
  const groups = [...KINDS.map((k) => [k, rows.filter((r) => r.kind === k)]), ['ALL', rows]]
  for (const [kind, list] of groups) {
    if (!list.length) continue
    const sec = list.reduce((s, r) => s + r.seconds, 0) / list.length
    // Of the fields that came out wrong, how many were flagged for the office check.
    const wrong = list.flatMap((r) => FIELDS.filter((f) => r.ok[f] === false && r.fields[f]).map((f) => r.doubtful.includes(f)))
    const flagged = wrong.length ? `${Math.round((100 * wrong.filter(Boolean).length) / wrong.length)}%` : '-'
    // Of the fields that came out right, how many were flagged anyway (false alarms for the office).
    const right = list.flatMap((r) => FIELDS.filter((f) => r.ok[f] === true && r.fields[f]).map((f) => r.doubtful.includes(f)))
    const falseFlags = right.length ? `${Math.round((100 * right.filter(Boolean).length) / right.length)}%` : '-'
    log(`${kind.padEnd(16)}${String(list.length).padStart(6)}${FIELDS.map((f) => pct(list, f).padStart(9)).join('')}${sec.toFixed(2).padStart(8)}${flagged.padStart(9)}${falseFlags.padStart(10)}`)
  }
  // Fields left empty: flagged "not found" when the card prints one (company, phone: field-confidence ALWAYS_PRINTED).
  const lost = rows.flatMap((r) => FIELDS.filter((f) => r.ok[f] === false && !r.fields[f]).map((f) => r.doubtful.includes(f)))
  const idle = rows.flatMap((r) => FIELDS.filter((f) => r.ok[f] === true && !r.fields[f]).map((f) => r.doubtful.includes(f)))
  log(`empty fields the card prints: ${lost.length}, flagged as not found: ${lost.filter(Boolean).length}; empty where the card prints none: ${idle.length}, flagged anyway: ${idle.filter(Boolean).length}`)
}

/** The cards are drawn in Noto Sans/Serif CJK JP: without them every kanji is tofu and reads as 0. */
function checkFonts(set) {
  const families = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).stdout ?? ''
  for (const family of ['Noto Sans CJK JP', 'Noto Serif CJK JP']) {
    if (!families.includes(family)) throw new Error(`${family} is not installed (Debian: apt-get install fonts-noto-cjk): the generated cards would print no Japanese`)
  }
  // The wide set also prints in IPAex Gothic/Mincho and VL Gothic.
  if (!set.split(',').some((one) => one.startsWith('wide'))) return
  for (const family of ['IPAexGothic', 'IPAexMincho', 'VL Gothic']) {
    if (!families.includes(family)) throw new Error(`${family} is not installed (Debian: apt-get install fonts-ipaexfont fonts-vlgothic): the wide set's cards in it would print no Japanese`)
  }
}

/** The splits in the order they are printed, and what each is for. */
const SPLITS = {
  tuning: 'bench/card-set.mjs',
  'held-out': 'bench/card-set.mjs, never used for tuning',
  'fresh-tune': 'bench/card-set-fresh.mjs, its own layouts and words; looked at only for kinds of failure',
  'fresh-held': 'bench/card-set-fresh.mjs; held until session 28, tuned on since',
  'fresh2-held': 'bench/card-set-fresh.mjs drawn again (seed 5101), never looked at card by card',
  'wide-held': 'bench/card-set-wide.mjs, a third design with wide vocabularies: its first run unseen (session 41), tuned on since',
  ...Object.fromEntries(Object.entries(WIDE_DRAWS).map(([name, { seed, made }]) => [`${name}-held`, `bench/card-set-wide.mjs drawn again (seed ${seed}, made ${made}), its first run unseen`])),
  ...Object.fromEntries(Object.entries(TUNING_DRAWS).map(([name, { seed, made }]) => [`${name}-tune`, `bench/card-set-fresh.mjs drawn again (seed ${seed}, made ${made}), for tuning`])),
}

export function splitTables(rows, log) {
  for (const part of Object.keys(SPLITS)) {
    const list = rows.filter((r) => r.split === part)
    if (!list.length) continue
    log(`\n${part} split (${list.length} cards; ${SPLITS[part]}):`)
    table(list, log)
  }
}

/** Mean seconds per card of each step of the reading (read-card.ts names them as it goes). */
function stepTable(rows, log) {
  const sums = new Map()
  for (const row of rows) for (const [step, s] of row.stepSeconds) sums.set(step, (sums.get(step) ?? 0) + s)
  log('\nseconds per card, by step:')
  for (const [step, s] of sums) log(`  ${step.padEnd(16)}${(s / rows.length).toFixed(3).padStart(7)}`)
}

/** The cards of one set or more: `set` is original, fresh, all (those two), fresh2 or everything (all three). */
export function benchCards({ set, perKind, freshPerKind, kinds, split, ids }) {
  // Several sets at once, comma-separated: `--set fresh9,fresh10,wide`.
  if (set.includes(',')) return set.split(',').flatMap((one) => benchCards({ set: one, perKind, freshPerKind, kinds, split, ids }))
  const original = ['original', 'all', 'everything'].includes(set) ? buildCardSet({ perKind }) : []
  const fresh = ['fresh', 'all', 'everything'].includes(set) ? buildFreshCardSet({ perKind: freshPerKind ?? perKind }) : []
  const fresh2 = ['fresh2', 'everything'].includes(set) ? buildFresh2CardSet() : []
  const tuningDraw = set in TUNING_DRAWS ? buildTuningDraw(set) : []
  const wide = set === 'wide' ? buildWideCardSet() : set in WIDE_DRAWS ? buildWideDraw(set) : []
  return [...original, ...fresh, ...fresh2, ...tuningDraw, ...wide].filter((c) => (!kinds || kinds.includes(c.kind)) && (!split || c.split === split) && (!ids || ids.includes(c.id)))
}

export async function benchOcr({ log = console.log, set = 'original', perKind = 8, freshPerKind, kinds, split, ids, show = false, save, tesseractOnly = false, steps = false, turnsOnly = false, inFlight = 1 } = {}) {
  checkFonts(set)
  const vite = await createServer({ root, configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), server: { port: 0, strictPort: false, hmr: false }, logLevel: 'error' })
  await vite.listen()
  const base = vite.resolvedUrls.local[0].replace(/\/$/, '')
  const browser = await launchBrowser()
  try {
    const cards = benchCards({ set, perKind, freshPerKind, kinds, split, ids })
    const page = await browser.context.newPage()
    // BENCH_CONSOLE=1 passes the page's console on: traces added while looking into one card.
    if (process.env.BENCH_CONSOLE) page.on('console', (m) => log(`  [page] ${m.text()}`))
    await page.goto(`${base}/tesseract/worker.min.js`)
    const images = await renderCardSet(page, cards)
    const loadSeconds = await page.evaluate(async (tesseractOnly) => {
      const t0 = performance.now()
      window.__reader = await import('/src/features/process/analysis/read-card.ts')
      window.__extract = await import('/src/features/process/analysis/card-fields.ts')
      window.__doubt = await import('/src/features/process/analysis/field-confidence.ts')
      window.__prepare = await import('/src/features/process/add/prepare-image.ts')
      await (await import('/src/features/process/analysis/ocr-engine.ts')).allEnginesStarted()
      if (!tesseractOnly) await (await import('/src/features/process/analysis/line-recogniser.ts')).prepareRecogniser()
      return (performance.now() - t0) / 1000
    }, tesseractOnly)
    const rows = []
    const readOne = async (i) => {
      const image = images[i]
      const card = cards[i]
      if (turnsOnly) {
        // Only the reading's first part, which finds the card's turn (read-card.ts readUpright).
        const out = await page.evaluate(async (img) => {
          const stored = (await window.__prepare.downscale(await (await fetch(img)).blob())).dataUrl
          const t0 = performance.now()
          const { turned } = await window.__reader.readUpright(stored)
          return { turned, seconds: (performance.now() - t0) / 1000 }
        }, image)
        rows[i] = { ...out, id: card.id, kind: card.kind, quarter: card.photo.quarter, vertical: card.vertical }
        log(`${card.id.padEnd(26)} quarter ${String(card.photo.quarter).padStart(3)} ${card.vertical ? 'vertical  ' : 'horizontal'} turned ${String(out.turned).padStart(3)}  ${out.seconds.toFixed(2)} s`)
        return
      }
      const out = await page.evaluate(
        async ({ img, tesseractOnly, traceLines }) => {
          // The reader gets what the add page stores: the photo re-encoded as JPEG, at most 1600 px.
          const stored = (await window.__prepare.downscale(await (await fetch(img)).blob())).dataUrl
          const t0 = performance.now()
          // Each step is traced when it ends: the time since the one before is its own.
          const marks = [['', t0]]
          const trace = (step, lines) => {
            marks.push([step, performance.now()])
            // BENCH_TRACE=1 (with BENCH_CONSOLE=1): the lines after each step, to see which step lost a glyph.
            if (traceLines && lines.length) console.log(`${step}: ${lines.map((l) => `${l.text.trim()} [${Math.round(l.confidence)}]`).join(' | ')}`)
          }
          const reading = await window.__reader.readCard(stored, trace, { secondOpinion: !tesseractOnly })
          const seconds = (performance.now() - t0) / 1000
          const stepSeconds = marks.slice(1).map(([step, at], k) => [step, (at - marks[k][1]) / 1000])
          const { fields } = await window.__extract.cardFields(reading.text)
          const doubtful = window.__doubt.doubtfulFields(fields, reading.lines)
          return { seconds, stepSeconds, fields, doubtful, turned: reading.turned, text: reading.text, lines: reading.lines }
        },
        { img: image, tesseractOnly, traceLines: Boolean(process.env.BENCH_TRACE) },
      )
      const ok = Object.fromEntries(FIELDS.map((f) => [f, fieldOk(f, out.fields[f], card.expect[f])]))
      rows[i] = { ...out, ok, kind: card.kind, split: card.split, id: card.id, layout: card.layout, expect: card.expect }
      const misses = FIELDS.filter((f) => ok[f] === false).map((f) => `${LABEL[f]}=${JSON.stringify(out.fields[f])}${out.doubtful.includes(f) ? '(flagged)' : ''}≠${JSON.stringify(card.expect[f])}`)
      if (show) log(`${card.id.padEnd(26)} ${card.split.padEnd(10)} ${out.seconds.toFixed(2)} s turned ${out.turned}  ${misses.join('  ') || 'all ok'}`)
      if (show && process.env.BENCH_DEBUG) log(JSON.stringify(out.lines.map((l) => `${l.text} [${Math.round(l.confidence)}]`)))
    }
    // `inFlight` cards are read at once, as the app reads a stack (analysis-runner.ts): each takes the
    // next card when it is done. The stack's time per card is the wall time over the cards.
    const t0 = Date.now()
    let next = 0
    await Promise.all(Array.from({ length: Math.min(inFlight, images.length) }, async () => {
      while (next < images.length) await readOne(next++)
    }))
    const stackSeconds = (Date.now() - t0) / 1000 / Math.max(1, images.length)
    if (turnsOnly) {
      log(`\nturns: ${rows.length} cards, ${(rows.reduce((t, r) => t + r.seconds, 0) / rows.length).toFixed(2)} s per card to find the turn`)
      if (save) await writeFile(save, JSON.stringify(rows))
      return { rows }
    }
    const perSet = set === 'all' ? `${perKind} per kind, fresh ${freshPerKind ?? perKind} per kind` : `${set === 'fresh' ? freshPerKind ?? perKind : perKind} per kind`
    log(
      `\nOCR: ${rows.length} generated cards (${perSet}), engines ${tesseractOnly ? 'tesseract alone' : 'tesseract + line recogniser'}, start ${loadSeconds.toFixed(1)} s. Exact match per field; kana* only on cards that print a reading; "flagged" = share of wrong fields marked for the office check, "false-fl" = share of right fields marked anyway.`,
    )
    splitTables(rows, log)
    const secondsPerCard = rows.reduce((s, r) => s + r.seconds, 0) / rows.length
    if (steps) stepTable(rows, log)
    // Time per card depends on what else runs: the load average says how busy the machine was.
    log(
      `\nseconds per card: ${secondsPerCard.toFixed(2)} (mean over all cards; target ≤ 2 s on this 2-core machine; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} on ${cpus().length} cores)`,
    )
    if (inFlight > 1) log(`a stack read ${inFlight} cards at a time: ${stackSeconds.toFixed(2)} s per card (wall time over the cards; each card's own reading above)`)
    if (save) await writeFile(save, JSON.stringify(rows.map(({ id, kind, split, layout, text, lines, expect, seconds }) => ({ id, kind, split, layout, text, lines, expect, seconds }))))
    return { rows, secondsPerCard, stackSeconds, loadSeconds }
  } finally {
    await browser.close()
    await vite.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`)
    return i === -1 ? undefined : process.argv[i + 1]
  }
  await benchOcr({
    set: arg('set') ?? 'original',
    perKind: Number(arg('per-kind') ?? 8),
    freshPerKind: arg('fresh-per-kind') === undefined ? undefined : Number(arg('fresh-per-kind')),
    kinds: arg('kinds')?.split(','),
    split: arg('split'),
    ids: arg('ids')?.split(','),
    show: process.argv.includes('--show'),
    save: arg('save'),
    tesseractOnly: process.argv.includes('--tesseract-only'),
    steps: process.argv.includes('--steps'),
    turnsOnly: process.argv.includes('--turns'),
    inFlight: Number(arg('in-flight') ?? 1),
  })
}
