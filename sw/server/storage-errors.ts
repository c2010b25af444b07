import type { HandlerResult } from './http'

/**
 * The device's storage is full (IndexedDB refused a write). The transaction was aborted, so
 * nothing was half-written; the answer says what to do. 507 = Insufficient Storage.
 */
export const STORAGE_FULL_MESSAGE = 'Device storage is full: remove old processes (and their photos) to free space, then try again.'

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message, inner } = error as { name?: unknown; message?: unknown; inner?: unknown }
  if (name === 'QuotaExceededError') return true
  // Some engines abort the transaction with AbortError and keep the cause on the request.
  if (typeof message === 'string' && /quota/i.test(message)) return true
  return inner !== undefined && isQuotaError(inner)
}

export const storageFull = (): HandlerResult => ({ status: 507, body: { message: STORAGE_FULL_MESSAGE, code: 'storage_full' } })
