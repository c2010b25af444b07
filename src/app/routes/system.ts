import { msg } from '@lingui/core/macro'
import { publicAccess } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

/** Shell pages (spec §2, §8), open to everyone on the blank layout. */
const system = areaRoutes({ area: 'misc', access: publicAccess, layout: 'blank' })

export const systemRoutes: RouteDef[] = [
  system('root', msg`Loading`, () => import('../router/RootRoute')),
  // Error pages stay out of the app-bar search: nobody looks for them (issue #20 item 11).
  system('not-authorized', msg`Not Authorized - 401`, () => import('@/features/misc/NotAuthorizedPage')),
  system('pages-misc-not-found', msg`Page Not Found - 404`, () => import('@/features/misc/NotFoundPage')),
]

/** Any path no other route matches (spec §2: `/{anything}`); the router renders it after every other route. */
export const notFoundRoute: RouteDef = system('not-found', msg`Page Not Found - 404`, () => import('@/features/misc/NotFoundPage'))
