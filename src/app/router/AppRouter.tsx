import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { Route } from 'wouter'
import { ensureAreaCatalog } from '@/core/i18n/i18n'
import { retryImport } from '@/core/retry-import'
import { BlankLayout } from '@/layouts/blank/BlankLayout'
import { RouteGuard } from '../guards/RouteGuard'
import { PageLoading } from '../progress/PageLoading'
import { loadFullTable } from '../routes/table'
import type { RouteDef } from '../routes/types'
import { DocumentTitle } from './DocumentTitle'
import { ErrorBoundary } from './ErrorBoundary'
import { ScrollManager } from './ScrollManager'
import { useMatchedRoute } from './use-matched-route'

// A layout is its own chunk and loads the layouts' messages with it: /login loads neither.
type LayoutModule = { default: ComponentType<{ children: ReactNode }> }
const layoutChunk = (load: () => Promise<LayoutModule>, also?: () => Promise<unknown>) =>
  lazy(async () => (await Promise.all([retryImport(load), ensureAreaCatalog('layouts'), also?.()]))[0])

// The default layout (navigation, top bar, customizer): its menu and search show the whole route table, so it loads that too.
const DefaultLayout = layoutChunk(() => import('../navigation/DefaultShell'), loadFullTable)
// The front pages' public shell (top navigation, footer).
const FrontLayout = layoutChunk(() => import('@/layouts/front/FrontLayout'))

/** Suspends until the whole route table has loaded; the router then renders the matched route. */
function AwaitFullTable() {
  use(loadFullTable())
  return null
}

// Each route's page is its own lazy chunk; its feature's messages load alongside it.
const pageCache = new Map<string, ComponentType>()
function pageOf(route: RouteDef): ComponentType {
  let page = pageCache.get(route.name)
  if (!page) {
    page = lazy(async () => {
      const [mod] = await Promise.all([retryImport(route.page), ensureAreaCatalog(route.area)])
      return mod
    })
    pageCache.set(route.name, page)
  }
  return page
}

function LayoutFor({ route, children }: { route: RouteDef; children: ReactNode }) {
  if (route.layout === 'blank') return <BlankLayout>{children}</BlankLayout>
  const Shell = route.layout === 'front' ? FrontLayout : DefaultLayout
  return (
    <Suspense fallback={<PageLoading />}>
      <Shell>{children}</Shell>
    </Suspense>
  )
}

/**
 * Renders the route table: layout (kept mounted while it stays the same) → guard → error boundary
 * → lazy page. The catch-all not-found route comes after every declared route.
 */
export function AppRouter() {
  const { route, pending } = useMatchedRoute()
  if (pending)
    return (
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <AwaitFullTable />
        </Suspense>
      </ErrorBoundary>
    )
  const Page = pageOf(route)
  return (
    <>
      <ScrollManager />
      <DocumentTitle route={route} />
      {/* The layout's own chunk can fail to load too: show the error page, not an empty screen. */}
      <ErrorBoundary>
        <LayoutFor route={route}>
          <RouteGuard route={route}>
            {/* A Route for the matched pattern provides useParams() to the page. */}
            <Route path={route.path}>
              <ErrorBoundary key={route.name}>
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              </ErrorBoundary>
            </Route>
          </RouteGuard>
        </LayoutFor>
      </ErrorBoundary>
    </>
  )
}
