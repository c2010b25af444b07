import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { recogniserKanji, recogniserOnlyKanji, tesseractKanji } from '../../../scripts/model-kanji.mjs'

// The list merge-readings.ts trusts the recogniser on must be what the two models really hold.
describe('kanji only the line recogniser reads', () => {
  const file = readFileSync(new URL('../../../src/features/process/analysis/recogniser-only-kanji.txt', import.meta.url), 'utf8').trim()

  it('is written from the models as they are (node scripts/recogniser-only-kanji.mjs)', () => {
    expect(file).toBe(recogniserOnlyKanji().join(''))
  })

  it('holds names of today tesseract cannot read, and none it can', () => {
    const known = new Set(tesseractKanji())
    const recogniser = new Set(recogniserKanji())
    for (const kanji of '紬柊蒔邉') expect(file).toContain(kanji)
    expect([...file].filter((c) => known.has(c) || !recogniser.has(c))).toEqual([])
  })
})
