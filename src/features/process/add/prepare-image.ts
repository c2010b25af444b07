import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/core/api/contract/product/process'

// Card photos from a tablet camera are 12 MP and more; the reader needs far less. Each picture is
// downscaled on a canvas before it is stored, so uploads stay small and work offline.

/** Longest edge kept: enough for 8-point text on a 91 mm card. */
export const MAX_EDGE = 1600

export type FileProblem = 'type' | 'size'

export function checkFile(file: File): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_IMAGE_BYTES) return 'size'
  return null
}

/** The picture as a JPEG data URL, at most MAX_EDGE px on its longest edge, upright (EXIF applied). */
export async function downscale(file: Blob, maxEdge = MAX_EDGE): Promise<{ dataUrl: string; width: number; height: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('Canvas is not available')
    // White under transparent PNGs: black text on black would be unreadable.
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, width, height)
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(bitmap, 0, 0, width, height)
    return { dataUrl: canvas.toDataURL('image/jpeg', 0.9), width, height }
  } finally {
    bitmap.close()
  }
}
