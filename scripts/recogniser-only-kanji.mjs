// Writes src/features/process/analysis/recogniser-only-kanji.txt: the kanji the line recogniser reads
// and tesseract's model has not (merge-readings.ts takes the recogniser's glyph for them). Run again
// when either model changes (a unit test checks the file against both):
//   node scripts/recogniser-only-kanji.mjs
import { writeFileSync } from 'node:fs'
import { recogniserOnlyKanji } from './model-kanji.mjs'

const kanji = recogniserOnlyKanji()
writeFileSync(new URL('../src/features/process/analysis/recogniser-only-kanji.txt', import.meta.url), `${kanji.join('')}\n`)
console.log(`${kanji.length} kanji`)
