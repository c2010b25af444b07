import { Suspense, lazy, useMemo, type ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { ensureAreaCatalog } from '@/core/i18n/i18n'
import { routes } from '../routes'
import type { RouteDef } from '../routes/types'

// Each route's page is its own lazy chunk; its feature's messages load alongside it.
const pageCache = new Map<string, ComponentType>()
function pageOf(route: RouteDef): ComponentType {
  let page = pageCache.get(route.name)
  if (!page) {
    page = lazy(async () => {
      const [mod] = await Promise.all([route.page(), ensureAreaCatalog(route.area)])
      return mod
    })
    pageCache.set(route.name, page)
  }
  return page
}

export function AppRouter() {
  const table = useMemo(() => routes, [])
  return (
    <Suspense fallback={null}>
      <Switch>
        {table.map((route) => {
          const Page = pageOf(route)
          return <Route key={route.name} path={route.path} component={Page} />
        })}
      </Switch>
    </Suspense>
  )
}
