import { ACCESS_POLICY, ADMIN, STAFF, type ProductResource } from '@/core/api/contract/access-policy'
import type { Access } from './types'

// The access rules the route files share (spec §2, §6), named once so a route says who may open it in
// a word. Product screens open for whoever may read their resource (the shared policy the worker
// enforces too).

export const publicAccess = { kind: 'public' } as const satisfies Access
/** Only signed-out visitors (the sign-in page). */
export const guestOnly = { kind: 'guest' } as const satisfies Access
export const signedIn = { kind: 'auth' } as const satisfies Access
/** Admin, office or sales: the product's working screens. */
export const staffOnly = { kind: 'auth', anyPermission: STAFF } as const satisfies Access
export const adminOnly = { kind: 'auth', anyPermission: ADMIN } as const satisfies Access
/** Whoever may read a product resource (ACCESS_POLICY). */
export const readersOf = (resource: ProductResource) => ({ kind: 'auth', anyPermission: ACCESS_POLICY[resource].read }) as const satisfies Access
/**
 * The demo template layer (DESIGN §5): signed in and the ability rules allow `read` on demo pages
 * (admin manages all, office and sales read all; the client account reads only the ACL demo).
 */
export const demoReader = { kind: 'auth', ability: { action: 'read', subject: 'DemoPage' } } as const satisfies Access
