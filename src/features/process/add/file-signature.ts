import { fileHead, sniffImageKind } from '@/core/api/contract/product/image-signature'

/** True when the file's first bytes are a JPEG, PNG, WebP or HEIC picture (its name and type can lie). */
export async function hasImageSignature(file: Blob): Promise<boolean> {
  try {
    return sniffImageKind(await fileHead(file)) !== undefined
  } catch {
    return false
  }
}
