import { ofetch, type FetchOptions, type FetchContext } from 'ofetch'
import { navigate } from 'wouter/use-browser-location'
import { apiBaseUrl, appConfig } from '../config'
import { accessToken, clearSession } from '../session/session'
import { SESSION_EXPIRED_CODE } from './contract/auth'
import { whenWorkerReady } from './worker-ready'
import { LOGIN_PATH } from '@/core/access/redirect'

// Spec §7: one retry for GET-like requests on these statuses; none for POST, PUT, PATCH, DELETE.
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** ofetch's own default already is the spec's: one retry, none for payload methods. */
const isPayload = (method: string | undefined) => PAYLOAD_METHODS.has((method ?? 'GET').toUpperCase())
export const retryCountFor = (method: string | undefined) => (isPayload(method) ? 0 : 1)

/**
 * A GET not answered in this long is given up, and tried once more by the retry rule: a screen never
 * waits for ever on a server, or a worker, that lost the request. Writes get no limit: one that
 * succeeded late must not be sent twice.
 */
export const apiTiming = { getTimeLimitMs: 30_000 }

/** The caller's own signal behind each signal this client made (a retry comes back with ours). */
const callerOf = new WeakMap<AbortSignal, AbortSignal | undefined>()

/** AbortSignal.timeout and .any where the browser has them (older iPads' Safari has neither before 16 and 17.4). */
function timeLimit(ms: number): AbortSignal {
  if ('timeout' in AbortSignal) return AbortSignal.timeout(ms)
  const controller = new AbortController()
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms)
  return controller.signal
}
function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  if ('any' in AbortSignal) return AbortSignal.any([a, b])
  const controller = new AbortController()
  for (const s of [a, b]) {
    if (s.aborted) controller.abort(s.reason)
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true })
  }
  return controller.signal
}

/** The caller's signal joined with a fresh time limit for this try of a GET. */
export function withTimeLimit(signal: AbortSignal | undefined | null, ms: number): AbortSignal {
  const caller = signal && callerOf.has(signal) ? callerOf.get(signal) : (signal ?? undefined)
  const limit = timeLimit(ms)
  const joined = caller ? either(caller, limit) : limit
  callerOf.set(joined, caller)
  return joined
}

async function onRequest(ctx: FetchContext): Promise<void> {
  // The limit starts once the request can be sent (a first visit's worker may take a while to start).
  if (appConfig.demo) await whenWorkerReady()
  if (!isPayload(ctx.options.method)) ctx.options.signal = withTimeLimit(ctx.options.signal, apiTiming.getTimeLimitMs)
  // The product base is read per request: runtime config may point it elsewhere after start.
  if (ctx.options.baseURL === PRODUCT_BASE) ctx.options.baseURL = apiBaseUrl()
  const headers = new Headers(ctx.options.headers as HeadersInit | undefined)
  headers.set('Content-Language', 'ja')
  const token = accessToken.peek()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  ctx.options.headers = headers
  // Retries re-enter onRequest, so the count must be set once, not here.
  ctx.options.retry ??= retryCountFor(ctx.options.method)
}

/** Spec §8: 401 with code 03002 ends the session wherever it came from. */
function onResponseError(ctx: FetchContext & { response: Response }): void {
  const body = ctx.response._data as { code?: string } | undefined
  if (ctx.response.status === 401 && body?.code === SESSION_EXPIRED_CODE) {
    clearSession()
    if (typeof location !== 'undefined' && location.pathname !== LOGIN_PATH) navigate(LOGIN_PATH)
  }
}

const PRODUCT_BASE = '@product/'

const shared: FetchOptions = { onRequest, onResponseError, retryStatusCodes: RETRY_STATUS_CODES }

/** The product API: `${apiHost}/v1/api/` (a real server, or the demo server in the worker). */
export const api = ofetch.create({ ...shared, baseURL: PRODUCT_BASE })

/** The demo layer's simulated endpoints (spec §7), always on this origin under /api/. */
export const demoApi = ofetch.create({ ...shared, baseURL: '/api/' })
