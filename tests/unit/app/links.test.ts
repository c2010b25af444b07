import { describe, expect, it } from 'vitest'
import { routeByName } from '@/app/routes'
import { resolveSearchUrl as resolveFor } from '@/app/navigation/search-sections'
import { buildPath, pathFor, withQuery } from '@/core/routing/paths'

const resolveSearchUrl = (url: Parameters<typeof resolveFor>[0]) => resolveFor(url, (name) => routeByName.get(name), () => true)

describe('typed links', () => {
  it('fills params, drops empty optional ones, encodes values', () => {
    expect(buildPath('/apps/process/view/:id/detail/:namecard', { id: 3, namecard: 'a b' })).toBe('/apps/process/view/3/detail/a%20b')
    expect(buildPath('/pages/account-settings/:tab?', {})).toBe('/pages/account-settings')
    expect(buildPath('/pages/account-settings/:tab?', { tab: 'security' })).toBe('/pages/account-settings/security')
    expect(buildPath('/')).toBe('/')
  })
  it('throws on a missing required param and on unknown names', () => {
    expect(() => buildPath('/apps/user/view/:id')).toThrow(/id/)
    expect(() => pathFor('no-such-route' as never)).toThrow(/no-such-route/)
  })
  it('checks names and params at compile time', () => {
    expect(pathFor('apps-person-view', { id: 7 })).toBe('/apps/person/view/7')
    expect(pathFor('apps-ecommerce-customer-details-id', { id: 1, tab: 'security' })).toBe('/apps/ecommerce/customer/details/1/security')
    expect(pathFor('apps-ecommerce-settings')).toBe('/apps/ecommerce/settings')
    // @ts-expect-error a missing required param does not compile
    expect(() => pathFor('apps-person-view')).toThrow(/id/)
    // @ts-expect-error a wrong param name does not compile
    expect(() => pathFor('apps-person-view', { namecard: 1 })).toThrow(/id/)
    // @ts-expect-error an unknown route name does not compile
    expect(() => pathFor('apps-person-viw', { id: 1 })).toThrow(/apps-person-viw/)
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
