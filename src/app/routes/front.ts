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
  front('front-pages-pricing', msg`Pricing`, () => import('@/features/front-pages/PricingPage'), {
    menu: { group: 'front-pages', label: msg`Pricing`, order: 20 },
    search: { category: 'pages', label: msg`Front pricing`, icon: 'currency-dollar' },
  }),
  front('front-pages-payment', msg`Payment`, () => import('@/features/front-pages/PaymentPage'), {
    menu: { group: 'front-pages', label: msg`Payment`, order: 30 },
    search: { category: 'pages', label: msg`Payment`, icon: 'credit-card' },
  }),
  front('front-pages-checkout', msg`Checkout`, () => import('@/features/front-pages/CheckoutPage'), {
    menu: { group: 'front-pages', label: msg`Checkout`, order: 40 },
    search: { category: 'pages', label: msg`Front checkout`, icon: 'shopping-cart' },
  }),
  front('front-pages-help-center', msg`Help center`, () => import('@/features/front-pages/HelpCenterPage'), {
    menu: { group: 'front-pages', label: msg`Help center`, order: 50 },
    search: { category: 'pages', label: msg`Help center`, icon: 'lifebuoy' },
  }),
  front('front-pages-help-center-article-title', msg`Help center article`, () => import('@/features/front-pages/HelpArticlePage')),
]
