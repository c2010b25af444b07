import { msg } from '@lingui/core/macro'
import { publicAccess } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// The public site (DESIGN §5 front pages): no sign-in, its own front layout (top navigation, footer).
const front = areaRoutes({ area: 'front-pages', access: publicAccess, layout: 'front' })

export const frontRoutes: RouteDef[] = [
  front('front-pages-landing-page', msg`Landing page`, () => import('@/features/front-pages/LandingPage'), {
    menu: { group: 'front-pages', label: msg`Landing`, order: 10 },
    search: { category: 'pages', label: msg`Landing page`, icon: 'home' },
  }),
]
