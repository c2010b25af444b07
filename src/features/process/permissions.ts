import { userData } from '@/core/session/session'

// Who may do what on the process screens (the demo server enforces the same rules: 403).
const perms = () => userData.value?.permissions ?? {}
export const canDeleteProcess = () => !!(perms().has_admin_permission || perms().has_office_permission)
export const canCheckAsOffice = () => !!(perms().has_admin_permission || perms().has_office_permission)
export const canCheckAsSales = () => !!(perms().has_admin_permission || perms().has_sales_permission)
