import { useLocation, useParams } from 'wouter'
import { pathFor } from './paths'

/** Settings-style pages whose route is `/…/:tab?` (account settings, user profile, shop settings). */
type TabRoute = 'pages-account-settings-tab' | 'pages-user-profile-tab' | 'apps-ecommerce-settings'

/**
 * The tab a page shows, kept in the URL (`:tab`), so reload and links keep the place. An unknown tab
 * falls back to the first one and is handed back as `unknown` for the page to say so; switching
 * replaces the history entry (tabs are not pages to go back through).
 */
export function useRouteTab<T extends string>(route: TabRoute, tabs: readonly T[]): { tab: T; unknown: string | undefined; setTab: (next: string) => void } {
  const { tab: raw } = useParams<{ tab?: string }>()
  const [, navigate] = useLocation()
  const known = (tabs as readonly string[]).includes(raw ?? '')
  return {
    tab: known ? (raw as T) : tabs[0],
    unknown: !known && raw !== undefined ? raw : undefined,
    setTab: (next) => navigate(pathFor(route, { tab: next }), { replace: true }),
  }
}
