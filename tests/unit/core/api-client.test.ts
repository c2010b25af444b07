import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, apiTiming, demoApi, retryCountFor, withTimeLimit } from '@/core/api/client'
import { isAbortError, toApiFailure } from '@/core/list/api-failure'
import { appConfig } from '@/core/config'
import { accessToken, refreshToken, tokenExpire, userData, userAbilityRules, startSession } from '@/core/session/session'

type Seen = { url: string; method: string; headers: Headers }
let seen: Seen[] = []
let replies: Array<() => Response> = []
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  seen = []
  replies = []
  appConfig.demo = false
  appConfig.apiHost = 'https://api.example.test'
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url
    seen.push({ url, method: (init?.method ?? 'GET').toUpperCase(), headers: new Headers(init?.headers) })
    const next = replies.shift()
    return next ? next() : new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

const session = () =>
  startSession({
    accessToken: 'tok',
    refreshToken: 'ref',
    tokenExpire: 1,
    userData: { id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'admin', permissions: {} },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  })

describe('API client (spec §7, DESIGN.md §3)', () => {
  it('sends Content-Language ja and the bearer token to ${apiHost}/v1/api/', async () => {
    session()
    await api('user/my-info')
    expect(seen[0].url).toBe('https://api.example.test/v1/api/user/my-info')
    expect(seen[0].headers.get('Content-Language')).toBe('ja')
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok')
  })

  it('sends no Authorization header without a token', async () => {
    accessToken.value = undefined
    await demoApi('app-bar/search')
    expect(seen[0].headers.get('Authorization')).toBeNull()
    expect(new URL(seen[0].url, 'http://x').pathname).toBe('/api/app-bar/search')
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    replies = [json(status, { message: 'x' }), json(200, { ok: true })]
    expect(await api('companies')).toEqual({ ok: true })
    expect(seen).toHaveLength(2)
  })

  it('does not retry a GET on 404 or 400', async () => {
    replies = [json(404, {}), json(200, {})]
    await expect(api('companies/9')).rejects.toThrow()
    expect(seen).toHaveLength(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    replies = [json(503, {}), json(200, {})]
    await expect(api('companies', { method: method as 'POST', body: {} })).rejects.toThrow()
    expect(seen).toHaveLength(1)
    expect(retryCountFor(method)).toBe(0)
  })

  it('a 401 with code 03002 clears the four session values', async () => {
    session()
    replies = [json(401, { code: '03002' })]
    await expect(api('companies')).rejects.toThrow()
    expect(accessToken.value).toBeUndefined()
    expect(refreshToken.value).toBeUndefined()
    expect(tokenExpire.value).toBeUndefined()
    expect(userData.value).toBeUndefined()
    // Ability rules are not one of the four (spec §8); log out clears them separately.
    expect(userAbilityRules.value).toHaveLength(1)
  })

  it('a 401 without that code leaves the session alone', async () => {
    session()
    replies = [json(401, { code: 'other' })]
    await expect(api('companies')).rejects.toThrow()
    expect(accessToken.value).toBe('tok')
  })
})

describe('a GET that is never answered', () => {
  // A fetch that answers only when its signal aborts: what a lost request looks like.
  const hanging = (calls: AbortSignal[]) => async (_input: Request | string, init?: RequestInit) => {
    calls.push(init!.signal!)
    return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)))
  }

  it('is given up after the time limit, tried once more, then fails as timed out, not as offline', async () => {
    const calls: AbortSignal[] = []
    vi.stubGlobal('fetch', hanging(calls))
    apiTiming.getTimeLimitMs = 30
    const started = Date.now()
    const error = await api('companies')
      .catch((e: unknown) => e)
      .finally(() => (apiTiming.getTimeLimitMs = 30_000))
    expect(calls).toHaveLength(2)
    expect(toApiFailure(error)).toMatchObject({ timedOut: true, offline: false })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 30 - 5)
  }, 10_000)

  it('keeps the caller’s own abort: no retry, an abort the screen ignores', async () => {
    const calls: AbortSignal[] = []
    vi.stubGlobal('fetch', hanging(calls))
    // The default limit: the caller aborts long before it.
    const caller = new AbortController()
    const pending = api('companies', { signal: caller.signal }).catch((e: unknown) => e)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    caller.abort()
    expect(isAbortError(await pending)).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('gives each try a fresh limit joined with the caller’s signal; writes get none', () => {
    const caller = new AbortController()
    const first = withTimeLimit(caller.signal, 1000)
    const retry = withTimeLimit(first, 1000)
    caller.abort()
    expect(first.aborted && retry.aborted).toBe(true)
    expect(withTimeLimit(undefined, 1000).aborted).toBe(false)
  })

  it('works where the browser has neither AbortSignal.timeout nor AbortSignal.any (older Safari)', async () => {
    const statics = AbortSignal as unknown as Record<string, unknown>
    const saved = { any: statics.any, timeout: statics.timeout }
    delete statics.any
    delete statics.timeout
    try {
      const caller = new AbortController()
      const joined = withTimeLimit(caller.signal, 60_000)
      caller.abort()
      expect(joined.aborted).toBe(true)
      const limited = withTimeLimit(undefined, 10)
      await vi.waitFor(() => expect(limited.aborted).toBe(true))
      expect((limited.reason as DOMException).name).toBe('TimeoutError')
    } finally {
      Object.assign(statics, saved)
    }
  })
})
