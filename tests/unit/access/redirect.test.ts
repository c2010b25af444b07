import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { HOME_PATH, isSafeRedirect, loginRedirectUrl, postLoginTarget, rootRedirectUrl } from '@/core/access/redirect'

describe('isSafeRedirect: no open redirect (issue 4)', () => {
  it.each([
    '/apps/company/list',
    '/apps/process/view/3/detail/7',
    '/apps/person/list?q=tanaka&page=2',
    '/access-control#tiles',
    '/',
  ])('accepts the in-app path %s', (to) => {
    expect(isSafeRedirect(to)).toBe(true)
  })

  it.each([
    'https://evil.example',
    'http://evil.example/apps',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%2f/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    ' /apps',
    '/\t/evil.example',
    '/\n/evil.example',
    'apps/company/list',
    '',
    '/%E0%A4%A',
  ])('refuses %j', (to) => {
    expect(isSafeRedirect(to)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeRedirect(undefined)).toBe(false)
    expect(isSafeRedirect(null)).toBe(false)
    expect(isSafeRedirect(['/x'])).toBe(false)
  })

  it('never accepts anything that resolves to another origin (property)', () => {
    const base = 'https://app.meishi.test'
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('', '/', '//', '/\\', 'https:', '\\'), (tail, head) => {
        const to = head + tail
        if (isSafeRedirect(to)) expect(new URL(to, base).origin).toBe(base)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('postLoginTarget', () => {
  it('goes to `to` when safe, carrying the other query parameters', () => {
    expect(postLoginTarget('?to=/apps/company/list')).toBe('/apps/company/list')
    expect(postLoginTarget('to=%2Fapps%2Fperson%2Flist&q=sato&page=2')).toBe('/apps/person/list?q=sato&page=2')
  })
  it('falls back to `/` (the account\'s landing page) for a missing or unsafe `to`', () => {
    expect(postLoginTarget('')).toBe('/')
    expect(postLoginTarget('?to=https://evil.example')).toBe('/')
    expect(postLoginTarget('?to=//evil.example&q=1')).toBe('/')
    expect(postLoginTarget('?to=%2F%5Cevil.example')).toBe('/')
  })
})

describe('loginRedirectUrl (spec §4)', () => {
  it('keeps the previous query and adds `to` = target path', () => {
    expect(loginRedirectUrl('/apps/company/list', '?q=abc&page=2')).toBe('/login?q=abc&page=2&to=%2Fapps%2Fcompany%2Flist')
    expect(loginRedirectUrl('/apps/user/view/3', '')).toBe('/login?to=%2Fapps%2Fuser%2Fview%2F3')
  })
  it('adds no `to` when the target is /', () => {
    expect(loginRedirectUrl('/', '?lang=ja')).toBe('/login?lang=ja')
    expect(loginRedirectUrl('/', '')).toBe('/login')
  })
  it('replaces a stale `to` in the query', () => {
    expect(loginRedirectUrl('/apps/person/list', 'to=/elsewhere')).toBe('/login?to=%2Fapps%2Fperson%2Flist')
  })
  it('round-trips through postLoginTarget', () => {
    const login = loginRedirectUrl('/apps/person/list', '?q=sato')
    expect(postLoginTarget(login.slice(login.indexOf('?')))).toBe('/apps/person/list?q=sato')
  })
})

describe('rootRedirectUrl (spec §2)', () => {
  it('sends stored users to the process list and others to login, keeping the query', () => {
    expect(rootRedirectUrl(true, '?a=1')).toBe(`${HOME_PATH}?a=1`)
    expect(rootRedirectUrl(true, '?a=1', '/apps/access-control')).toBe('/apps/access-control?a=1')
    expect(rootRedirectUrl(false, 'a=1')).toBe('/login?a=1')
    expect(rootRedirectUrl(false, '')).toBe('/login')
  })
})
