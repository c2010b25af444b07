import { Redirect, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { rootRedirectUrl } from '@/core/access/redirect'
import { userData } from '@/core/session/session'

/** Spec §2: `/` goes to the process list when user data is stored, otherwise to login, keeping the query. */
export function RootRedirect() {
  useSignals()
  const search = useSearch()
  return <Redirect to={rootRedirectUrl(Boolean(userData.value), search)} replace />
}
