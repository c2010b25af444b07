import type { Database } from '../db/database'
import { HttpError, type HandlerResult } from './http'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Everything a handler may look at: no globals, so vitest can call handlers directly. */
export type RequestContext = {
  db: Database
  method: Method
  path: string
  params: Record<string, string>
  query: URLSearchParams
  /** Parsed JSON body (undefined when there is none). */
  body: unknown
  headers: Headers
  /** Epoch ms of the request; injected so tests control time. */
  now: number
}

export type Handler = (ctx: RequestContext) => Promise<HandlerResult> | HandlerResult

type CompiledRoute = { method: Method; segments: string[]; handler: Handler }

export type Match = { handler: Handler; params: Record<string, string> }

/** Method + path pattern -> handler. Patterns use `:name` for one segment, e.g. `/api/apps/users/:id`. */
export class Router {
  private readonly routes: CompiledRoute[] = []

  route(method: Method, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: split(pattern), handler })
    return this
  }

  get(pattern: string, handler: Handler) { return this.route('GET', pattern, handler) }
  post(pattern: string, handler: Handler) { return this.route('POST', pattern, handler) }
  put(pattern: string, handler: Handler) { return this.route('PUT', pattern, handler) }
  patch(pattern: string, handler: Handler) { return this.route('PATCH', pattern, handler) }
  delete(pattern: string, handler: Handler) { return this.route('DELETE', pattern, handler) }

  /** Every declared route (the robustness fuzz walks them all). */
  list(): Array<{ method: Method; pattern: string }> {
    return this.routes.map((r) => ({ method: r.method, pattern: '/' + r.segments.join('/') }))
  }

  match(method: string, path: string): Match | undefined {
    const parts = split(path)
    // Literal segments beat parameters: `/users/me` wins over `/users/:id` whatever the order of declaration.
    let best: { match: Match; score: number } | undefined
    for (const r of this.routes) {
      if (r.method !== method || r.segments.length !== parts.length) continue
      const params: Record<string, string> = {}
      let score = 0
      let ok = true
      for (let i = 0; i < parts.length; i++) {
        const seg = r.segments[i]
        if (seg.startsWith(':')) params[seg.slice(1)] = parts[i]
        else if (seg === parts[i]) score++
        else { ok = false; break }
      }
      if (ok && (!best || score > best.score)) best = { match: { handler: r.handler, params }, score }
    }
    if (!best) return undefined
    // Decoded only once a route matched, so a bad segment on an unknown path still passes through.
    const params = Object.fromEntries(Object.entries(best.match.params).map(([k, raw]) => [k, decodeSegment(raw)]))
    return { handler: best.match.handler, params }
  }

  /** True when some route has this path under another method (so the answer is 405, not pass-through). */
  hasPath(path: string): boolean {
    return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => {
      try {
        return this.match(m, path) !== undefined
      } catch (error) {
        if (error instanceof MalformedPathError) return true
        throw error
      }
    })
  }
}

const split = (path: string) => path.split('/').filter(Boolean)

/** Thrown by `match` for a segment that is not valid percent-encoding: the caller's mistake (400). */
export class MalformedPathError extends HttpError {
  constructor(segment: string) {
    super(400, { message: `Malformed percent-encoding in the path: "${segment}"` })
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // URIError: e.g. `%E0%A4%A` (a truncated UTF-8 sequence).
    throw new MalformedPathError(segment)
  }
}
