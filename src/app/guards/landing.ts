import { canAccess } from '@/core/access/can-access'
import { HOME_PATH } from '@/core/access/redirect'
import { buildMenu } from '../navigation/menu-model'
import { routeByName, routes } from '../routes'
import type { RouteDef } from '../routes/types'

/**
 * Where a signed-in account lands (after sign-in, on `/`, from "Back to home"): the process list
 * when it may open it (spec §2), else the first page of its menu (the client account: access
 * control). Undefined when it may open nothing: the caller shows not-authorized, which never
 * redirects, so there is no loop.
 */
export function landingPath(table: readonly RouteDef[] = routes, allowed: (route: RouteDef) => boolean = (r) => canAccess(r.access)): string | undefined {
  const home = routeByName.get('apps-process-list')
  if (home && table.includes(home) && allowed(home)) return HOME_PATH
  // Only pages that need the sign-in count: public demo pages (coming soon, the sign-in variants) are
  // in the menu for everyone, but they are not where an account works.
  return buildMenu(table.filter((r) => r.access.kind === 'auth'), allowed)[0]?.groups[0]?.links[0]?.href
}
