import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, demoApi, retryCountFor } from '@/core/api/client'
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
