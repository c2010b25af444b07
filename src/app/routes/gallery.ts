import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, the design-system galleries: user interface, forms and tables. Each page shows the
// src/ui parts the product uses, live. Paths and names come from @/core/routing/paths (DESIGN §5).
const gallery = areaRoutes({ area: 'gallery', access: demoReader })
const form = (label: ReturnType<typeof msg>, order: number) => ({ menu: { group: 'forms', label, order }, search: { category: 'formsTables', label, icon: 'forms' } })
const tables = (label: ReturnType<typeof msg>, order: number) => ({ menu: { group: 'tables', label, order }, search: { category: 'formsTables', label, icon: 'table' } })
const ui = (label: ReturnType<typeof msg>, order: number) => ({ menu: { group: 'ui', label, order }, search: { category: 'userInterface', label, icon: 'components' } })

export const galleryRoutes: RouteDef[] = [
  gallery('pages-typography', msg`Typography`, () => import('@/features/gallery/ui/TypographyPage'), ui(msg`Typography`, 1)),
  gallery('pages-icons', msg`Icons`, () => import('@/features/gallery/ui/IconsPage'), ui(msg`Icons`, 2)),
  gallery('pages-cards-basic', msg`Basic cards`, () => import('@/features/gallery/cards/BasicCardsPage'), ui(msg`Basic cards`, 3)),
  gallery('pages-cards-advanced', msg`Advanced cards`, () => import('@/features/gallery/cards/AdvancedCardsPage'), ui(msg`Advanced cards`, 4)),
  gallery('pages-cards-statistics', msg`Statistics cards`, () => import('@/features/gallery/cards/StatisticsCardsPage'), ui(msg`Statistics cards`, 5)),
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
  gallery('components-progress-linear', msg`Linear progress`, () => import('@/features/gallery/ui/ProgressLinearPage'), ui(msg`Linear progress`, 21)),
  gallery('components-snackbar', msg`Snackbar`, () => import('@/features/gallery/ui/SnackbarPage'), ui(msg`Snackbar`, 22)),
  gallery('components-tabs', msg`Tabs`, () => import('@/features/gallery/ui/TabsPage'), ui(msg`Tabs`, 23)),
  gallery('components-timeline', msg`Timeline`, () => import('@/features/gallery/ui/TimelinePage'), ui(msg`Timeline`, 24)),
  gallery('components-tooltip', msg`Tooltip`, () => import('@/features/gallery/ui/TooltipPage'), ui(msg`Tooltip`, 25)),
  gallery('extensions-tour', msg`Guided tour`, () => import('@/features/gallery/ui/TourPage'), ui(msg`Guided tour`, 30)),
  gallery('extensions-swiper', msg`Carousel`, () => import('@/features/gallery/ui/SwiperPage'), ui(msg`Carousel`, 31)),

  gallery('forms-textfield', msg`Text field`, () => import('@/features/gallery/forms/TextfieldPage'), form(msg`Text field`, 1)),
  gallery('forms-select', msg`Select`, () => import('@/features/gallery/forms/SelectPage'), form(msg`Select`, 2)),
  gallery('forms-checkbox', msg`Checkbox`, () => import('@/features/gallery/forms/CheckboxPage'), form(msg`Checkbox`, 3)),
  gallery('forms-radio', msg`Radio`, () => import('@/features/gallery/forms/RadioPage'), form(msg`Radio`, 4)),
  gallery('forms-combobox', msg`Combobox`, () => import('@/features/gallery/forms/ComboboxPage'), form(msg`Combobox`, 5)),
  gallery('forms-autocomplete', msg`Autocomplete`, () => import('@/features/gallery/forms/AutocompletePage'), form(msg`Autocomplete`, 6)),
  gallery('forms-date-time-picker', msg`Date and time pickers`, () => import('@/features/gallery/forms/DateTimePickerPage'), form(msg`Date and time pickers`, 7)),
  gallery('forms-textarea', msg`Textarea`, () => import('@/features/gallery/forms/TextareaPage'), form(msg`Textarea`, 8)),
  gallery('forms-switch', msg`Switch`, () => import('@/features/gallery/forms/SwitchPage'), form(msg`Switch`, 9)),
  gallery('forms-file-input', msg`File input`, () => import('@/features/gallery/forms/FileInputPage'), form(msg`File input`, 10)),
  gallery('forms-rating', msg`Rating`, () => import('@/features/gallery/forms/RatingPage'), form(msg`Rating`, 11)),
  gallery('forms-slider', msg`Slider`, () => import('@/features/gallery/forms/SliderPage'), form(msg`Slider`, 12)),
  gallery('forms-range-slider', msg`Range slider`, () => import('@/features/gallery/forms/RangeSliderPage'), form(msg`Range slider`, 13)),
  gallery('forms-custom-input', msg`Custom inputs`, () => import('@/features/gallery/forms/CustomInputPage'), form(msg`Custom inputs`, 14)),
  gallery('forms-editors', msg`Editors`, () => import('@/features/gallery/forms/EditorsPage'), form(msg`Editors`, 15)),
  gallery('forms-form-layouts', msg`Form layouts`, () => import('@/features/gallery/forms/FormLayoutsPage'), form(msg`Form layouts`, 16)),
  gallery('forms-form-validation', msg`Form validation`, () => import('@/features/gallery/forms/FormValidationPage'), form(msg`Form validation`, 17)),
  gallery('tables-simple-table', msg`Simple table`, () => import('@/features/gallery/tables/SimpleTablePage'), tables(msg`Simple table`, 1)),
  gallery('tables-data-table', msg`Data table`, () => import('@/features/gallery/tables/DataTablePage'), tables(msg`Data table`, 2)),
]
