import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/routes'
import { demoRoutes } from '@/app/routes/demo'
import { MENU_GROUPS } from '@/app/routes/menu-groups'
import { productRoutes } from '@/app/routes/product'
import { SHORTCUT_ROUTES } from '@/app/navigation/layout-navigation'
import { isRouteName, ROUTE_PATHS } from '@/core/routing/paths'

const FIXTURE = fileURLToPath(new URL('../../../public/fixtures/searchGroups.json', import.meta.url))
type Fixture = { records: { children: { url: string | { name: string } }[] }[] }

// Every name a menu, shortcut or search entry uses must be a route the names module knows
// (src/core/routing/paths.ts), and every declared route must sit at the path declared there.
describe('route names', () => {
  it('every declared route is a known name at its declared path', () => {
    for (const route of routes) {
      expect(isRouteName(route.name), route.name).toBe(true)
      expect(route.path, route.name).toBe(ROUTE_PATHS[route.name])
    }
  })

  it('the table is the entry (product) routes then the lazily loaded demo routes', () => {
    expect(routes).toEqual([...productRoutes, ...demoRoutes])
  })

  it('every menu entry names a known menu group', () => {
    const groups = new Set(MENU_GROUPS.map((g) => g.id))
    for (const route of routes) if (route.menu) expect(groups.has(route.menu.group), `${route.name} → ${route.menu.group}`).toBe(true)
  })

  it('every shortcut names a known route', () => {
    for (const name of SHORTCUT_ROUTES) expect(isRouteName(name), name).toBe(true)
  })

  it('every search index entry names a declared route', () => {
    const declared = new Set<string>(routes.map((r) => r.name))
    const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture
    for (const group of fixture.records)
      for (const child of group.children) {
        const name = typeof child.url === 'string' ? child.url : child.url.name
        if (!name.startsWith('/')) expect(declared.has(name), name).toBe(true)
      }
  })
})
