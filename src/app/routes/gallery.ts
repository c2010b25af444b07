import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, the design-system galleries: user interface, forms and tables. Each page shows the
// src/ui parts the product uses, live. Paths and names come from @/core/routing/paths (DESIGN §5).
const gallery = areaRoutes({ area: 'gallery', access: demoReader })
const ui = (label: ReturnType<typeof msg>, order: number) => ({ menu: { group: 'ui', label, order }, search: { category: 'userInterface', label, icon: 'components' } })

export const galleryRoutes: RouteDef[] = [
  gallery('pages-typography', msg`Typography`, () => import('@/features/gallery/ui/TypographyPage'), ui(msg`Typography`, 1)),
  gallery('pages-icons', msg`Icons`, () => import('@/features/gallery/ui/IconsPage'), ui(msg`Icons`, 2)),
  gallery('pages-cards-basic', msg`Basic cards`, () => import('@/features/gallery/cards/BasicCardsPage'), ui(msg`Basic cards`, 3)),
  gallery('pages-cards-advanced', msg`Advanced cards`, () => import('@/features/gallery/cards/AdvancedCardsPage'), ui(msg`Advanced cards`, 4)),
  gallery('pages-cards-widgets', msg`Widgets`, () => import('@/features/gallery/cards/WidgetCardsPage'), ui(msg`Widgets`, 6)),
  gallery('pages-cards-actions', msg`Card actions`, () => import('@/features/gallery/cards/ActionCardsPage'), ui(msg`Card actions`, 7)),
  gallery('components-alert', msg`Alert`, () => import('@/features/gallery/ui/AlertPage'), ui(msg`Alert`, 10)),
  gallery('components-avatar', msg`Avatar`, () => import('@/features/gallery/ui/AvatarPage'), ui(msg`Avatar`, 11)),
  gallery('components-badge', msg`Badge`, () => import('@/features/gallery/ui/BadgePage'), ui(msg`Badge`, 12)),
  gallery('components-button', msg`Button`, () => import('@/features/gallery/ui/ButtonPage'), ui(msg`Button`, 13)),
  gallery('components-chip', msg`Chip`, () => import('@/features/gallery/ui/ChipPage'), ui(msg`Chip`, 14)),
  gallery('components-dialog', msg`Dialog`, () => import('@/features/gallery/ui/DialogPage'), ui(msg`Dialog`, 15)),
  gallery('components-expansion-panel', msg`Expansion panel`, () => import('@/features/gallery/ui/ExpansionPanelPage'), ui(msg`Expansion panel`, 16)),
  gallery('components-list', msg`List`, () => import('@/features/gallery/ui/ListPage'), ui(msg`List`, 17)),
  gallery('components-menu', msg`Menu`, () => import('@/features/gallery/ui/MenuPage'), ui(msg`Menu`, 18)),
  gallery('components-pagination', msg`Pagination`, () => import('@/features/gallery/ui/PaginationPage'), ui(msg`Pagination`, 19)),
  gallery('components-progress-circular', msg`Circular progress`, () => import('@/features/gallery/ui/ProgressCircularPage'), ui(msg`Circular progress`, 20)),
  gallery('components-snackbar', msg`Snackbar`, () => import('@/features/gallery/ui/SnackbarPage'), ui(msg`Snackbar`, 22)),
  gallery('components-tabs', msg`Tabs`, () => import('@/features/gallery/ui/TabsPage'), ui(msg`Tabs`, 23)),
  gallery('components-tooltip', msg`Tooltip`, () => import('@/features/gallery/ui/TooltipPage'), ui(msg`Tooltip`, 25)),
]
