import { msg } from '@lingui/core/macro'
import type { RouteDef } from './types'

/** Shell pages (spec §2, §8). The catch-all not-found route is rendered last by the router. */
export const systemRoutes: RouteDef[] = [
  {
    name: 'root',
    path: '/',
    layout: 'blank',
    access: { kind: 'public' },
    area: 'misc',
    title: msg`Loading`,
    page: () => import('../router/RootRoute'),
  },
  {
    name: 'not-authorized',
    path: '/not-authorized',
    layout: 'blank',
    access: { kind: 'public' },
    area: 'misc',
    title: msg`Not Authorized - 401`,
    page: () => import('@/features/misc/NotAuthorizedPage'),
    search: { category: 'pages', label: msg`Not authorized`, icon: 'lock' },
  },
  {
    name: 'pages-misc-not-found',
    path: '/pages/misc/not-found/:error',
    layout: 'blank',
    access: { kind: 'public' },
    area: 'misc',
    title: msg`Page Not Found - 404`,
    page: () => import('@/features/misc/NotFoundPage'),
    search: { category: 'pages', label: msg`Page not found`, icon: 'error-404', params: { error: '404' } },
  },
]

/** Any path no other route matches (spec §2: `/{anything}`). */
export const notFoundRoute: RouteDef = {
  name: 'not-found',
  path: '/*',
  layout: 'blank',
  access: { kind: 'public' },
  area: 'misc',
  title: msg`Page Not Found - 404`,
  page: () => import('@/features/misc/NotFoundPage'),
}
