import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FetchError } from 'ofetch'

// The members e2e's intermittent 90 s wait for 'Current plan': a tab click re-checks the session
// (GET user/my-info), the test reloads while that check runs, Chromium cuts the request off after
// `pagehide`, and the dying page took "Failed to fetch" for "signed out": it cleared the session
// cookies, so the reloaded page started at /login.
const api = vi.hoisted(() => vi.fn())
vi.mock('@/core/api/client', () => ({ api }))

type Modules = {
  checkProtectedRoute: typeof import('@/app/guards/check-protected-route').checkProtectedRoute
  session: typeof import('@/core/session/session')
}
let m: Modules
const ADMIN = { kind: 'auth', anyPermission: ['has_admin_permission'] } as const
const cutOff = () => new FetchError('[GET] "user/my-info": <no response> Failed to fetch', { cause: new TypeError('Failed to fetch') })

beforeEach(async () => {
  // A window of its own per test: page-leaving.ts listens to it when it loads.
  vi.resetModules()
  vi.stubGlobal('window', new EventTarget())
  api.mockReset()
  const [guard, session] = await Promise.all([import('@/app/guards/check-protected-route'), import('@/core/session/session')])
  m = { checkProtectedRoute: guard.checkProtectedRoute, session }
  m.session.startSession({
    accessToken: 't',
    refreshToken: 'r',
    tokenExpire: Date.now() + 60_000,
    userData: { id: 1, fullName: 'John Doe', username: 'admin', email: 'admin@demo.com', role: 'admin', permissions: { has_admin_permission: true } },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the route check cut off by leaving the page (reload, navigation)', () => {
  it('is no verdict: the page being left neither signs out nor redirects', async () => {
    api.mockImplementation(async () => {
      window.dispatchEvent(new Event('pagehide'))
      throw cutOff()
    })
    expect(await m.checkProtectedRoute(ADMIN)).toBe('page-left')
    expect(m.session.isSignedIn.value).toBe(true)
  })

  it('a request that fails while the page stays still counts as signed out', async () => {
    api.mockRejectedValue(cutOff())
    expect(await m.checkProtectedRoute(ADMIN)).toBe('signed-out')
  })

  it("the server's own answer still counts while the page is left", async () => {
    api.mockImplementation(async () => {
      window.dispatchEvent(new Event('pagehide'))
      const error = new FetchError('[GET] "user/my-info": 401')
      Object.assign(error, { response: new Response(null, { status: 401 }), status: 401 })
      throw error
    })
    expect(await m.checkProtectedRoute(ADMIN)).toBe('signed-out')
  })

  it('a page shown again from the back/forward cache checks as before', async () => {
    window.dispatchEvent(new Event('pagehide'))
    window.dispatchEvent(new Event('pageshow'))
    api.mockRejectedValue(cutOff())
    expect(await m.checkProtectedRoute(ADMIN)).toBe('signed-out')
    api.mockResolvedValue({ userData: { permissions: { has_admin_permission: true } }, userAbilityRules: [{ action: 'manage', subject: 'all' }] })
    expect(await m.checkProtectedRoute(ADMIN)).toBe('granted')
  })
})
