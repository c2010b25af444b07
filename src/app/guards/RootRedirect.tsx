import { Redirect, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { rootRedirectUrl } from '@/core/access/redirect'
import { pathFor } from '@/core/routing/paths'
import { userData } from '@/core/session/session'
import { landingPath } from './landing'

/**
 * Spec §2: `/` goes to the account's landing page (the process list for staff) when user data is
 * stored, otherwise to login, keeping the query. An account that may open nothing gets
 * not-authorized, which offers sign-out.
 */
export function RootRedirect() {
  useSignals()
  const search = useSearch()
  const signedIn = Boolean(userData.value)
  const home = signedIn ? (landingPath() ?? pathFor('not-authorized')) : undefined
  return <Redirect to={rootRedirectUrl(signedIn, search, home)} replace />
}
