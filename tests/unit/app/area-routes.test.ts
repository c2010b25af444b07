import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { routes, notFoundRoute } from '@/app/routes'
import { staffOnly } from '@/app/routes/access-rules'
import { areaRoutes } from '@/app/routes/area-routes'

const page = () => Promise.resolve({ default: () => null })

describe('areaRoutes', () => {
  it('gives every route of an area its area, access and the default layout', () => {
    const route = areaRoutes({ area: 'company', access: staffOnly })('apps-company-view', msg`Company`, page)
    expect(route).toEqual({ name: 'apps-company-view', path: '/apps/company/view/:id', layout: 'default', access: staffOnly, area: 'company', title: msg`Company`, page })
  })

  it('adds menu and search entries, and lets one route differ from its area', () => {
    const declare = areaRoutes({ area: 'misc', access: { kind: 'public' }, layout: 'blank' })
    const menu = { group: 'pages', label: msg`Help`, icon: () => null, order: 1 }
    const route = declare('pages-faq', msg`Help`, page, { menu, access: staffOnly })
    expect(route).toMatchObject({ path: '/pages/faq', layout: 'blank', area: 'misc', access: staffOnly, menu })
    expect(route.search).toBeUndefined()
  })
})

describe('the route table', () => {
  it('has unique names and paths, and every page is a lazy import', () => {
    const table = [...routes, notFoundRoute]
    expect(new Set(table.map((r) => r.name)).size).toBe(table.length)
    expect(new Set(table.map((r) => r.path)).size).toBe(table.length)
    for (const route of table) expect(String(route.page)).toMatch(/import/)
  })
})
