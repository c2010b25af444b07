// What a picture really is, from its first bytes: a file named .png or sent as `data:image/png`
// may hold anything (5 MB of "AAAA…" was accepted as a PNG). Shared by the upload page (a message
// per file before anything is sent) and the demo server (which refuses what slips through).

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic'

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The image format the bytes start with (12 bytes are enough), or undefined. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|mif1|msf1)$/.test(ascii(bytes, 8, 12))) return 'heic'
  return undefined
}

/** The MIME type a kind is sent as. */
export const KIND_TYPES: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic' }

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 12

/** The first bytes of a File (the upload page), without reading the whole photo. */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
}
