// Every route's name and path pattern, in one leaf module that any layer may import (app, layouts,
// features, core). The route table (src/app/routes/*) adds page, layout, access, menu and search to
// these names; links are built with `pathFor(name, params)`, never typed out.
// Paths of the demo layer: ../shared/DESIGN.md §5 (UI/forms/tables names are the path with - for /).

const product = {
  root: '/',
  login: '/login',
  'not-authorized': '/not-authorized',
  'pages-misc-not-found': '/pages/misc/not-found/:error',
  'not-found': '/*',
  'access-control': '/access-control',

  'apps-process-list': '/apps/process/list',
  'apps-process-add': '/apps/process/add',
  'apps-process-view': '/apps/process/view/:id',
  'apps-process-view-detail': '/apps/process/view/:id/detail/:namecard',
  'apps-process-view-edit': '/apps/process/view/:id/edit/:namecard',

  'apps-company-list': '/apps/company/list',
  'apps-company-edit': '/apps/company/edit/:id',
  'apps-company-view': '/apps/company/view/:id',
  'apps-person-list': '/apps/person/list',
  'apps-person-add': '/apps/person/add',
  'apps-person-edit': '/apps/person/edit/:id',
  'apps-person-view': '/apps/person/view/:id',
  'apps-career-history-view': '/apps/career-history/view/:id',
  'apps-career-history-edit': '/apps/career-history/edit/:id',
  'apps-group-role-list': '/apps/group-role/list',
  'apps-group-role-add': '/apps/group-role/add',
  'apps-group-role-edit': '/apps/group-role/edit/:id',
  'apps-user-list': '/apps/user/list',
  'apps-user-edit': '/apps/user/edit/:id',
  'apps-user-view': '/apps/user/view/:id',
} as const

const dashboards = {
  'dashboards-analytics': '/dashboards/analytics',
  'dashboards-crm': '/dashboards/crm',
  'dashboards-ecommerce': '/dashboards/ecommerce',
  'dashboards-academy': '/dashboards/academy',
  'dashboards-logistics': '/dashboards/logistics',
} as const

const frontPages = {
  'front-pages-landing-page': '/front-pages/landing-page',
  'front-pages-pricing': '/front-pages/pricing',
  'front-pages-payment': '/front-pages/payment',
  'front-pages-checkout': '/front-pages/checkout',
  'front-pages-help-center': '/front-pages/help-center',
  'front-pages-help-center-article-title': '/front-pages/help-center/article/:title',
} as const

const communication = {
  'apps-email': '/apps/email',
  'apps-email-filter': '/apps/email/:filter',
  'apps-email-label': '/apps/email/label/:label',
  'apps-chat': '/apps/chat',
  'apps-calendar': '/apps/calendar',
  'apps-kanban': '/apps/kanban',
} as const

const ecommerce = {
  'apps-ecommerce-dashboard': '/apps/ecommerce/dashboard',
  'apps-ecommerce-product-list': '/apps/ecommerce/product/list',
  'apps-ecommerce-product-add': '/apps/ecommerce/product/add',
  'apps-ecommerce-product-category-list': '/apps/ecommerce/product/category-list',
  'apps-ecommerce-order-list': '/apps/ecommerce/order/list',
  'apps-ecommerce-order-details-id': '/apps/ecommerce/order/details/:id',
  'apps-ecommerce-customer-list': '/apps/ecommerce/customer/list',
  'apps-ecommerce-customer-details-id': '/apps/ecommerce/customer/details/:id/:tab?',
  'apps-ecommerce-manage-review': '/apps/ecommerce/manage-review',
  'apps-ecommerce-referrals': '/apps/ecommerce/referrals',
  'apps-ecommerce-settings': '/apps/ecommerce/settings/:tab?',
} as const

const academyLogistics = {
  'apps-academy-dashboard': '/apps/academy/dashboard',
  'apps-academy-my-course': '/apps/academy/my-course',
  'apps-academy-course-details': '/apps/academy/course-details',
  'apps-logistics-dashboard': '/apps/logistics/dashboard',
  'apps-logistics-fleet': '/apps/logistics/fleet',
} as const

const invoiceMembersRoles = {
  'apps-invoice-list': '/apps/invoice/list',
  'apps-invoice-preview-id': '/apps/invoice/preview/:id',
  'apps-invoice-edit-id': '/apps/invoice/edit/:id',
  'apps-invoice-add': '/apps/invoice/add',
  'apps-invoice-print-id': '/apps/invoice/print/:id',
  'apps-members-list': '/apps/members/list',
  'apps-members-view-id': '/apps/members/view/:id/:tab?',
  'apps-roles': '/apps/roles',
  'apps-permissions': '/apps/permissions',
} as const

const pages = {
  'pages-user-profile-tab': '/pages/user-profile/:tab',
  'pages-account-settings-tab': '/pages/account-settings/:tab',
  'pages-pricing': '/pages/pricing',
  'pages-faq': '/pages/faq',
  'pages-misc-coming-soon': '/pages/misc/coming-soon',
  'pages-misc-under-maintenance': '/pages/misc/under-maintenance',
  'pages-misc-page-not-found': '/pages/misc/page-not-found',
} as const

const authentication = {
  'pages-authentication-login-v1': '/pages/authentication/login-v1',
  'pages-authentication-login-v2': '/pages/authentication/login-v2',
  'pages-authentication-register-v1': '/pages/authentication/register-v1',
  'pages-authentication-register-v2': '/pages/authentication/register-v2',
  'pages-authentication-verify-email-v1': '/pages/authentication/verify-email-v1',
  'pages-authentication-verify-email-v2': '/pages/authentication/verify-email-v2',
  'pages-authentication-forgot-password-v1': '/pages/authentication/forgot-password-v1',
  'pages-authentication-forgot-password-v2': '/pages/authentication/forgot-password-v2',
  'pages-authentication-reset-password-v1': '/pages/authentication/reset-password-v1',
  'pages-authentication-reset-password-v2': '/pages/authentication/reset-password-v2',
  'pages-authentication-two-steps-v1': '/pages/authentication/two-steps-v1',
  'pages-authentication-two-steps-v2': '/pages/authentication/two-steps-v2',
  'pages-authentication-register-multi-steps': '/pages/authentication/register-multi-steps',
  'wizard-examples-checkout': '/wizard-examples/checkout',
  'wizard-examples-create-deal': '/wizard-examples/create-deal',
  'wizard-examples-property-listing': '/wizard-examples/property-listing',
} as const

const userInterface = {
  'pages-typography': '/pages/typography',
  'pages-icons': '/pages/icons',
  'pages-cards-basic': '/pages/cards/basic',
  'pages-cards-advanced': '/pages/cards/advanced',
  'pages-cards-statistics': '/pages/cards/statistics',
  'pages-cards-widgets': '/pages/cards/widgets',
  'pages-cards-actions': '/pages/cards/actions',
  'components-alert': '/components/alert',
  'components-avatar': '/components/avatar',
  'components-badge': '/components/badge',
  'components-button': '/components/button',
  'components-chip': '/components/chip',
  'components-dialog': '/components/dialog',
  'components-expansion-panel': '/components/expansion-panel',
  'components-list': '/components/list',
  'components-menu': '/components/menu',
  'components-pagination': '/components/pagination',
  'components-progress-circular': '/components/progress-circular',
  'components-progress-linear': '/components/progress-linear',
  'components-snackbar': '/components/snackbar',
  'components-tabs': '/components/tabs',
  'components-timeline': '/components/timeline',
  'components-tooltip': '/components/tooltip',
  'extensions-tour': '/extensions/tour',
  'extensions-swiper': '/extensions/swiper',
} as const

const formsTablesCharts = {
  'forms-textfield': '/forms/textfield',
  'forms-select': '/forms/select',
  'forms-checkbox': '/forms/checkbox',
  'forms-radio': '/forms/radio',
  'forms-combobox': '/forms/combobox',
  'forms-autocomplete': '/forms/autocomplete',
  'forms-date-time-picker': '/forms/date-time-picker',
  'forms-textarea': '/forms/textarea',
  'forms-switch': '/forms/switch',
  'forms-file-input': '/forms/file-input',
  'forms-rating': '/forms/rating',
  'forms-slider': '/forms/slider',
  'forms-range-slider': '/forms/range-slider',
  'forms-custom-input': '/forms/custom-input',
  'forms-editors': '/forms/editors',
  'forms-form-layouts': '/forms/form-layouts',
  'forms-form-validation': '/forms/form-validation',
  'forms-form-wizard-numbered': '/forms/form-wizard-numbered',
  'forms-form-wizard-icons': '/forms/form-wizard-icons',
  'tables-simple-table': '/tables/simple-table',
  'tables-data-table': '/tables/data-table',
  'charts-apex-chart': '/charts/apex-chart',
  'charts-chartjs': '/charts/chartjs',
} as const

export const ROUTE_PATHS = {
  ...product,
  ...dashboards,
  ...frontPages,
  ...communication,
  ...ecommerce,
  ...academyLogistics,
  ...invoiceMembersRoles,
  ...pages,
  ...authentication,
  ...userInterface,
  ...formsTablesCharts,
} as const

export type RouteName = keyof typeof ROUTE_PATHS
export type RoutePattern<N extends RouteName> = (typeof ROUTE_PATHS)[N]

type Value = string | number
// `/a/:id/:tab?` → required 'id', optional 'tab'; a trailing `*` is an optional '*' param.
type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P
type RequiredKeys<P extends string> = Segments<P> extends infer S ? (S extends `:${infer K}` ? (K extends `${string}?` ? never : K) : never) : never
type OptionalKeys<P extends string> =
  | (Segments<P> extends infer S ? (S extends `:${infer K}?` ? K : never) : never)
  | (Segments<P> extends infer S ? (S extends '*' ? '*' : never) : never)

export type RouteParamsOf<N extends RouteName> = { [K in RequiredKeys<RoutePattern<N>>]: Value } & {
  [K in OptionalKeys<RoutePattern<N>>]?: Value
}
export type Query = Record<string, string | number | boolean | undefined | null>

type ParamArgs<N extends RouteName> = [RequiredKeys<RoutePattern<N>>] extends [never]
  ? [params?: RouteParamsOf<N>, query?: Query]
  : [params: RouteParamsOf<N>, query?: Query]

/** Fills a wouter pattern (`/apps/process/view/:id`, `:tab?`, trailing `*`) with params. */
export function buildPath(pattern: string, params: Record<string, Value | undefined> = {}): string {
  const path = pattern
    .replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_all, key: string, optional?: string) => {
      const value = params[key]
      if (value === undefined || value === '') {
        if (optional) return ''
        throw new Error(`Route ${pattern} needs the parameter "${key}"`)
      }
      return `/${encodeURIComponent(String(value))}`
    })
    .replace(/\/\*$/, () => (params['*'] !== undefined ? `/${String(params['*'])}` : ''))
  return path || '/'
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v))
  const s = search.toString()
  return s ? `${path}?${s}` : path
}

export const isRouteName = (name: string): name is RouteName => Object.hasOwn(ROUTE_PATHS, name)

/**
 * The path of a named route: `pathFor('apps-process-view', { id: 3 })` → `/apps/process/view/3`.
 * A wrong name or a missing required param fails to compile; at run time a missing param throws.
 */
export function pathFor<N extends RouteName>(name: N, ...[params, query]: ParamArgs<N>): string {
  if (!isRouteName(name)) throw new Error(`Unknown route name "${String(name)}"`)
  return withQuery(buildPath(ROUTE_PATHS[name], params as Record<string, Value | undefined> | undefined), query)
}
