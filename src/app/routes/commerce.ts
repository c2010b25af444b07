import { msg } from '@lingui/core/macro'
import { demoReader } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, shop and back office (e-commerce, invoices, members, roles and permissions).
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.
const shop = areaRoutes({ area: 'ecommerce', access: demoReader })
const invoice = areaRoutes({ area: 'invoice', access: demoReader })
const invoicePrint = areaRoutes({ area: 'invoice', access: demoReader, layout: 'blank' })
const members = areaRoutes({ area: 'members', access: demoReader })

export const commerceRoutes: RouteDef[] = [
  shop('apps-ecommerce-product-list', msg`Products`, () => import('@/features/ecommerce/ProductListPage'), {
    menu: { group: 'ecommerce', label: msg`Products`, order: 20 },
    search: { category: 'appsPages', label: msg`eCommerce products`, icon: 'shopping-cart' },
  }),
  shop('apps-ecommerce-product-add', msg`Add product`, () => import('@/features/ecommerce/ProductAddPage'), {
    menu: { group: 'ecommerce', label: msg`Add product`, order: 30 },
    search: { category: 'appsPages', label: msg`Add product`, icon: 'plus' },
  }),
  shop('apps-ecommerce-product-category-list', msg`Categories`, () => import('@/features/ecommerce/CategoryListPage'), {
    menu: { group: 'ecommerce', label: msg`Categories`, order: 35 },
    search: { category: 'appsPages', label: msg`Product categories`, icon: 'table' },
  }),
  shop('apps-ecommerce-order-list', msg`Orders`, () => import('@/features/ecommerce/OrderListPage'), {
    menu: { group: 'ecommerce', label: msg`Orders`, order: 40 },
    search: { category: 'appsPages', label: msg`eCommerce orders`, icon: 'receipt' },
  }),
  shop('apps-ecommerce-order-details-id', msg`Order`, () => import('@/features/ecommerce/OrderDetailsPage')),
  shop('apps-ecommerce-customer-list', msg`Customers`, () => import('@/features/ecommerce/CustomerListPage'), {
    menu: { group: 'ecommerce', label: msg`Customers`, order: 50 },
    search: { category: 'appsPages', label: msg`eCommerce customers`, icon: 'users' },
  }),
  shop('apps-ecommerce-customer-details-id', msg`Customer`, () => import('@/features/ecommerce/CustomerDetailsPage')),
  shop('apps-ecommerce-manage-review', msg`Reviews`, () => import('@/features/ecommerce/ReviewListPage'), {
    menu: { group: 'ecommerce', label: msg`Manage reviews`, order: 60 },
    search: { category: 'appsPages', label: msg`eCommerce reviews`, icon: 'star' },
  }),
  shop('apps-ecommerce-referrals', msg`Referrals`, () => import('@/features/ecommerce/ReferralListPage'), {
    menu: { group: 'ecommerce', label: msg`Referrals`, order: 70 },
    search: { category: 'appsPages', label: msg`eCommerce referrals`, icon: 'share' },
  }),
  shop('apps-ecommerce-settings', msg`Shop settings`, () => import('@/features/ecommerce/ShopSettingsPage'), {
    menu: { group: 'ecommerce', label: msg`Settings`, order: 80 },
    search: { category: 'appsPages', label: msg`eCommerce settings`, icon: 'settings' },
  }),
  invoice('apps-invoice-list', msg`Invoices`, () => import('@/features/invoice/InvoiceListPage'), {
    menu: { group: 'invoice', label: msg`Invoice list`, order: 10 },
    search: { category: 'appsPages', label: msg`Invoices`, icon: 'file-dollar' },
  }),
  invoice('apps-invoice-preview-id', msg`Invoice`, () => import('@/features/invoice/InvoicePreviewPage')),
  invoice('apps-invoice-add', msg`New invoice`, () => import('@/features/invoice/InvoiceEditorPage'), {
    menu: { group: 'invoice', label: msg`Add invoice`, order: 20 },
    search: { category: 'appsPages', label: msg`Add invoice`, icon: 'plus' },
  }),
  invoice('apps-invoice-edit-id', msg`Edit invoice`, () => import('@/features/invoice/InvoiceEditorPage')),
  members('apps-members-list', msg`Members`, () => import('@/features/members/MemberListPage'), {
    menu: { group: 'demo-users', label: msg`Member list`, order: 10 },
    search: { category: 'appsPages', label: msg`Members`, icon: 'users' },
  }),
  members('apps-members-view-id', msg`Member`, () => import('@/features/members/MemberViewPage')),
  members('apps-roles', msg`Roles`, () => import('@/features/members/RolesPage'), {
    menu: { group: 'roles', label: msg`Roles`, order: 10 },
    search: { category: 'appsPages', label: msg`Roles`, icon: 'shield' },
  }),
  members('apps-permissions', msg`Permissions`, () => import('@/features/members/PermissionsPage'), {
    menu: { group: 'roles', label: msg`Permissions`, order: 20 },
    search: { category: 'appsPages', label: msg`Permissions`, icon: 'lock' },
  }),
  invoicePrint('apps-invoice-print-id', msg`Print invoice`, () => import('@/features/invoice/InvoicePrintPage')),
]
