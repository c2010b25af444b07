// What a handler returns; the dispatcher turns it into a Response. No body = empty body.
export type HandlerResult = { status: number; body?: unknown; headers?: Record<string, string> }

/** Thrown inside a handler to answer with a status and body (validation, permission, not found). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`)
  }
}

export const ok = (body: unknown): HandlerResult => ({ status: 200, body })
export const created = (body: unknown): HandlerResult => ({ status: 201, body })
export const noContent = (): HandlerResult => ({ status: 204 })
export const empty = (status: number): HandlerResult => ({ status })

/** Product API error body (DESIGN.md §3). */
export const fail = (status: number, message: string, fields?: Record<string, string[]>): HandlerResult => ({
  status,
  body: fields ? { message, fields } : { message },
})

export function toResponse(result: HandlerResult): Response {
  const headers = new Headers(result.headers)
  if (result.body === undefined || result.status === 204) return new Response(null, { status: result.status, headers })
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(result.body), { status: result.status, headers })
}
