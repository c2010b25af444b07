import type { PermissionName } from '../api/contract/auth'
import { isSignedIn, userData } from '../session/session'
import { ability } from './ability'

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'guest' }
  | { kind: 'auth'; anyPermission?: readonly PermissionName[]; ability?: { action: string; subject: string } }

/** Spec §5/§6: a required permission list is satisfied when at least one is true. */
export function hasAnyPermission(required: readonly PermissionName[] | undefined): boolean {
  if (!required?.length) return true
  const perms = userData.value?.permissions ?? {}
  return required.some((p) => perms[p] === true)
}

/** Whether the current user may open a route with this access rule (reads signals: reactive). */
export function canAccess(access: AccessRule): boolean {
  if (access.kind === 'public') return true
  if (access.kind === 'guest') return !isSignedIn.value
  if (!isSignedIn.value) return false
  if (!hasAnyPermission(access.anyPermission)) return false
  if (access.ability && !ability.value.can(access.ability.action, access.ability.subject)) return false
  return true
}
