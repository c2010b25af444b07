import { DOUBTABLE_FIELDS, type DoubtableField } from '@/core/api/contract/product/process'
import type { ExtractedFields } from './extract-fields'

// Which extracted fields the office should look at twice: each field is traced back to the OCR
// lines it came from, and a field whose lines the engine read with low confidence is doubtful.

export type ConfidenceLine = { text: string; confidence: number }


/** Below this line confidence (0–100) a field is marked for the office check. */
export const DOUBT_BELOW = 85

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\s\-‐‑–—―−ー・.,:()（）]/g, '')

function bigrams(s: string): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2))
  if (s.length === 1) out.add(s)
  return out
}

/** The lines a value was read from: they share most of their character pairs with it. */
function sourcesOf(value: string, lines: ConfidenceLine[]): ConfidenceLine[] {
  const v = bigrams(norm(value))
  if (!v.size) return []
  return lines.filter((line) => {
    const l = bigrams(norm(line.text))
    if (!l.size) return false
    let shared = 0
    for (const g of v) if (l.has(g)) shared++
    return shared / v.size >= 0.5 || (shared >= 2 && shared / l.size >= 0.5)
  })
}

/** Values whose shape says something was lost, however sure the engine was of the letters. */
const SUSPICIOUS: Partial<Record<DoubtableField, (value: string) => boolean>> = {
  // A Japanese address ends in its street number, building or floor, not in the town.
  address: (v) => /[\u3400-\u9FFF]/.test(v) && !/(?:[0-9一二三四五六七八九十〇]|号|番地?|階|F|ビル|タワー)$/.test(v.trim()),
  // A kanji name with katakana inside (健ニ) or a single character is half read.
  full_name: (v) => /[\u3400-\u9FFF]/.test(v) && (/[\u30A1-\u30FA]/.test(v) || v.replace(/\s/g, '').length < 2),
}

/** The fields read with low confidence (or not traceable to any line), in DOUBTABLE_FIELDS order. */
export function doubtfulFields(fields: Partial<ExtractedFields>, lines: ConfidenceLine[]): DoubtableField[] {
  const out: DoubtableField[] = []
  for (const name of DOUBTABLE_FIELDS) {
    const value = fields[name]
    if (!value) continue
    const sources = sourcesOf(value, lines)
    const confidence = sources.length ? Math.min(...sources.map((l) => l.confidence)) : 0
    if (confidence < DOUBT_BELOW || SUSPICIOUS[name]?.(value)) out.push(name)
  }
  return out
}
