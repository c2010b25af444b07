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
export const retryCountFor = (method: string | undefined) => (PAYLOAD_METHODS.has((method ?? 'GET').toUpperCase()) ? 0 : 1)

async function onRequest(ctx: FetchContext): Promise<void> {
  if (appConfig.demo) await whenWorkerReady()
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
