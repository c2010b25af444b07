import { canAccess, type AccessRule } from '@/core/access/can-access'
import { verifySession } from '@/core/access/verify-session'

/** `page-left`: the check was cut off because the page is being left; nothing is to be done. */
export type ProtectedRouteVerdict = 'signed-out' | 'not-authorized' | 'granted' | 'page-left'

/**
 * Spec §4/§6: ask the server who we are, then check the route's permissions and ability.
 * Its own module so the API client, valibot and CASL load with the first protected route,
 * not with /login.
 */
export async function checkProtectedRoute(access: AccessRule): Promise<ProtectedRouteVerdict> {
  const valid = await verifySession()
  if (valid === undefined) return 'page-left'
  if (!valid) return 'signed-out'
  return canAccess(access) ? 'granted' : 'not-authorized'
}
