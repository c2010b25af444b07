import type { PermissionName } from '@/core/api/contract/auth'
import type { Access } from './types'

// The access rules the route files share (spec §2, §6), named once so a route says who may open it in a word.
const STAFF: readonly PermissionName[] = ['has_admin_permission', 'has_office_permission', 'has_sales_permission']

export const publicAccess = { kind: 'public' } as const satisfies Access
/** Only signed-out visitors (the sign-in page). */
export const guestOnly = { kind: 'guest' } as const satisfies Access
export const signedIn = { kind: 'auth' } as const satisfies Access
/** Admin, office or sales: the product's working screens. */
export const staffOnly = { kind: 'auth', anyPermission: STAFF } as const satisfies Access
export const adminOnly = { kind: 'auth', anyPermission: ['has_admin_permission'] } as const satisfies Access
/**
 * The demo template layer (DESIGN §5): signed in and the ability rules allow `read` on demo pages
 * (admin manages all, office and sales read all; the client account reads only the ACL demo).
 */
export const demoReader = { kind: 'auth', ability: { action: 'read', subject: 'DemoPage' } } as const satisfies Access
