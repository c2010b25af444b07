import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, the wizards (issue #17) and the forms gallery's wizard pages (issue #18): one wizard
// engine (src/ui/wizard) behind all of them. Paths and names come from @/core/routing/paths.
const wizard = areaRoutes({ area: 'wizards', access: demoReader })

export const wizardRoutes: RouteDef[] = [
  wizard('wizard-examples-checkout', msg`Checkout`, () => import('@/features/wizards/CheckoutPage'), {
    menu: { group: 'wizards', label: msg`Checkout`, order: 10 },
    search: { category: 'pages', label: msg`Checkout wizard`, icon: 'shopping-cart' },
  }),
  wizard('wizard-examples-create-deal', msg`Create deal`, () => import('@/features/wizards/CreateDealPage'), {
    menu: { group: 'wizards', label: msg`Create deal`, order: 20 },
    search: { category: 'pages', label: msg`Create deal wizard`, icon: 'wand' },
  }),
  wizard('wizard-examples-property-listing', msg`Property listing`, () => import('@/features/wizards/PropertyListingPage'), {
    menu: { group: 'wizards', label: msg`Property listing`, order: 30 },
    search: { category: 'pages', label: msg`Property listing wizard`, icon: 'home' },
  }),
  wizard('forms-form-wizard-numbered', msg`Form wizard (numbered)`, () => import('@/features/wizards/FormWizardNumberedPage'), {
    menu: { group: 'forms', label: msg`Form wizard (numbered)`, order: 18 },
    search: { category: 'formsTables', label: msg`Form wizard (numbered)`, icon: 'forms' },
  }),
  wizard('forms-form-wizard-icons', msg`Form wizard (icons)`, () => import('@/features/wizards/FormWizardIconsPage'), {
    menu: { group: 'forms', label: msg`Form wizard (icons)`, order: 19 },
    search: { category: 'formsTables', label: msg`Form wizard (icons)`, icon: 'forms' },
  }),
]
