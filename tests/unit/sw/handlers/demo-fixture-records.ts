// The committed demo fixtures, read as the tests' reference data (engineer B's areas).
import { readFileSync } from 'node:fs'

export function fixture<T = any>(store: string): T[] {
  return JSON.parse(readFileSync(new URL(`../../../../public/fixtures/${store}.json`, import.meta.url), 'utf8')).records as T[]
}

export const ids = (rows: ReadonlyArray<{ id: unknown }>) => rows.map((r) => r.id)
