import { FetchError } from 'ofetch'

/** What a failed request means for the screen: status, a message, per-field messages (400), offline. */
export type ApiFailure = {
  status?: number
  message: string
  fields?: Record<string, string[]>
  /** No answer at all (network down and nothing cached). */
  offline: boolean
  /** No answer in time (client.ts apiTiming): the server or the worker lost the request. */
  timedOut?: boolean
  /** The raw error body, e.g. a 409's extra data (`persons` that block a delete). */
  data?: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Normalises ofetch errors, thrown Responses and plain errors into one shape the UI can show. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError || (isRecord(error) && 'status' in error && 'data' in error)) {
    const e = error as { status?: number; statusCode?: number; data?: unknown; message?: string }
    const status = e.status ?? e.statusCode
    const body = isRecord(e.data) ? e.data : undefined
    const message = typeof body?.message === 'string' ? body.message : (e.message ?? '')
    const fields = isRecord(body?.fields) ? (body.fields as Record<string, string[]>) : undefined
    const timedOut = isRecord((error as { cause?: unknown }).cause) && ((error as { cause: { name?: string } }).cause.name === 'TimeoutError')
    if (timedOut) return { status, message, offline: false, timedOut: true }
    return { status, message, fields, offline: status === undefined, data: e.data }
  }
  if (error instanceof Error) return { message: error.message, offline: error.name === 'TypeError' }
  return { message: String(error), offline: false }
}

export function isAbortError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true
  // ofetch wraps the abort in a FetchError whose cause is the AbortError.
  return isRecord(error) && isRecord(error.cause) && (error.cause as { name?: string }).name === 'AbortError'
}
