import { describe, expect, it } from 'vitest'
import { buildPath, pathFor, resolveSearchUrl, withQuery } from '@/app/routes/links'

describe('typed links', () => {
  it('fills params, drops empty optional ones, encodes values', () => {
    expect(buildPath('/apps/process/view/:id/detail/:namecard', { id: 3, namecard: 'a b' })).toBe('/apps/process/view/3/detail/a%20b')
    expect(buildPath('/pages/account-settings/:tab?', {})).toBe('/pages/account-settings')
    expect(buildPath('/pages/account-settings/:tab?', { tab: 'security' })).toBe('/pages/account-settings/security')
    expect(buildPath('/')).toBe('/')
  })
  it('throws on a missing required param and on unknown names', () => {
    expect(() => buildPath('/apps/user/view/:id')).toThrow(/id/)
    expect(() => pathFor('no-such-route')).toThrow(/no-such-route/)
  })
  it('builds named paths with a query', () => {
    expect(pathFor('pages-misc-not-found', { error: '404' })).toBe('/pages/misc/not-found/404')
    expect(withQuery('/login', { to: '/apps/x', empty: '' })).toBe('/login?to=%2Fapps%2Fx')
  })
  it('resolves search urls: route names with params, or plain paths', () => {
    expect(resolveSearchUrl({ name: 'pages-misc-not-found', params: { error: '404' } })).toBe('/pages/misc/not-found/404')
    expect(resolveSearchUrl('/not-authorized')).toBe('/not-authorized')
    expect(resolveSearchUrl('not-authorized')).toBe('/not-authorized')
    expect(resolveSearchUrl({ name: 'unknown' })).toBeUndefined()
    expect(resolveSearchUrl({ name: 'pages-misc-not-found' })).toBeUndefined()
  })
})
