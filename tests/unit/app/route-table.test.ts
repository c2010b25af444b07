import { describe, expect, it } from 'vitest'
import { parse } from 'regexparam'
import { routes } from '@/app/routes'
import { productRoutes } from '@/app/routes/product'
import { isDeferredPath, isEntryTable, loadFullTable, routeTable } from '@/app/routes/table'
import { matchPath } from '@/app/router/use-matched-route'

// wouter's default parser.
const parser = (pattern: string, loose?: boolean) => parse(pattern, loose)

describe('the route table loads in two parts', () => {
  it('the entry carries the product routes only; demo paths are known to be deferred', () => {
    expect(isEntryTable(routeTable.value)).toBe(true)
    expect(routeTable.value).toBe(productRoutes)
    expect(isDeferredPath(parser, '/apps/email')).toBe(true)
    expect(isDeferredPath(parser, '/apps/ecommerce/customer/details/4/security')).toBe(true)
    expect(isDeferredPath(parser, '/apps/process/list')).toBe(false)
    expect(isDeferredPath(parser, '/no/such/page')).toBe(false)
    // Before the demo table loads, a demo path matches nothing in the entry table.
    expect(matchPath(parser, '/apps/email').route.name).toBe('not-found')
    expect(matchPath(parser, '/apps/person/view/3')).toMatchObject({ route: { name: 'apps-person-view' }, params: { id: '3' } })
  })

  it('loading the full table once swaps it in for the router', async () => {
    const [first, again] = await Promise.all([loadFullTable(), loadFullTable()])
    expect(first).toBe(again)
    expect(routeTable.value).toBe(routes)
    expect(isEntryTable(routeTable.value)).toBe(false)
    expect(matchPath(parser, '/apps/person/view/3').route.name).toBe('apps-person-view')
  })
})
