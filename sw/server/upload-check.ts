import { KIND_TYPES, SNIFF_BYTES, sniffImageKind } from '../../src/core/api/contract/product/image-signature'
import { MAX_IMAGE_BYTES } from '../../src/core/api/contract/product/process'
import { HttpError } from './http'

type UploadFile = { file_name: string; data_url: string }

const DATA_URL = /^data:([^;,]+);base64,/

/** Bytes a base64 payload decodes to, without decoding it. */
const decodedSize = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)

function headBytes(base64: string): Uint8Array {
  // 16 base64 characters hold 12 bytes.
  const chunk = base64.slice(0, Math.ceil((SNIFF_BYTES * 4) / 3 / 4) * 4)
  return Uint8Array.from(atob(chunk), (c) => c.charCodeAt(0))
}

/** Why one uploaded file is refused, or undefined when it is a real picture of the type it claims. */
export function uploadProblem(file: UploadFile): string | undefined {
  const match = DATA_URL.exec(file.data_url)
  if (!match) return `${file.file_name}: send the picture as a base64 data URL`
  const payload = file.data_url.slice(match[0].length)
  if (decodedSize(payload) > MAX_IMAGE_BYTES) return `${file.file_name}: a picture may be at most 10 MB`
  let kind
  try {
    kind = sniffImageKind(headBytes(payload))
  } catch {
    kind = undefined
  }
  if (!kind) return `${file.file_name}: this is not a JPEG, PNG or WebP picture (its content does not match)`
  if (KIND_TYPES[kind] !== match[1]) return `${file.file_name}: the content is ${kind.toUpperCase()}, but it was sent as ${match[1]}`
  return undefined
}

/** Refuses the whole upload (400) naming every bad file, so nothing is stored half. */
export function checkUploads(files: UploadFile[]): void {
  const fields: Record<string, string[]> = {}
  files.forEach((file, i) => {
    const problem = uploadProblem(file)
    if (problem) fields[`files.${i}`] = [problem]
  })
  const problems = Object.values(fields).flat()
  if (problems.length) throw new HttpError(400, { message: problems.length === 1 ? problems[0] : `${problems.length} files are not valid pictures: ${problems.join('; ')}`, fields })
}
