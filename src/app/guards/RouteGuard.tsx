import { useEffect, useState, type ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { loginRedirectUrl, LOGIN_PATH } from '@/core/access/redirect'
import { retryImport } from '@/core/retry-import'
import { clearSession, isSignedIn } from '@/core/session/session'
import { ErrorBoundary } from '../router/ErrorBoundary'
import type { RouteDef } from '../routes/types'
import { routeCheckPending } from './guard-state'

type Props = { route: RouteDef; children: ReactNode }

/**
 * Wraps every page (spec §2, §4, §6): public routes render; guest-only routes send signed-in users
 * to `/`; protected routes ask the server (`GET user/my-info`) on every path change before showing
 * the page, then check the route's permissions and ability.
 */
export function RouteGuard({ route, children }: Props) {
  // `/` only redirects (RootRoute): it is no page of its own to mark as shown.
  if (route.access.kind === 'public') return route.name === 'root' ? children : <Public>{children}</Public>
  if (route.access.kind === 'guest') return <GuestOnly>{children}</GuestOnly>
  return <Protected route={route}>{children}</Protected>
}

/** Public pages need no check: they are granted as soon as they show (tests wait on the mark). */
function Public({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  useEffect(() => markGranted(location), [location])
  return children
}

function GuestOnly({ children }: { children: ReactNode }) {
  useSignals()
  if (isSignedIn.value) return <Redirect to="/" replace />
  return children
}

// The check (API client, valibot, CASL) loads with the first protected route, not with /login.
const loadCheck = () => retryImport(() => import('./check-protected-route')).then((m) => m.checkProtectedRoute)

// Only the newest check may act: quick navigation must not let an older answer redirect.
let latestCheck = 0

/** `<html data-route-granted="/path">` once a protected path passed its check, or a public one showed (tests and styles read it). */
function markGranted(path: string | undefined) {
  const root = document.documentElement
  if (path) root.dataset.routeGranted = path
  else delete root.dataset.routeGranted
}

function Protected({ route, children }: Props) {
  useSignals()
  const [location, navigate] = useLocation()
  const search = useSearch()
  // The path that passed its check; anything else renders nothing until its own check ends.
  const [passed, setPassed] = useState<string | null>(null)
  const [loadError, setLoadError] = useState<unknown>(null)

  useEffect(() => {
    const id = ++latestCheck
    const target = location
    const query = search
    let unmounted = false
    // Fetch the page chunk while the server answers, so the check costs no extra wait.
    void route.page().catch(() => undefined)
    routeCheckPending.value = true
    markGranted(undefined)
    void loadCheck()
      .then((check) => check(route.access))
      .then((verdict) => {
        if (id !== latestCheck) return
        routeCheckPending.value = false
        // The page is being replaced: clearing the session here would sign the next page out.
        if (verdict === 'page-left') return
        if (verdict === 'signed-out') {
          clearSession()
          // The API client may already have sent us to a bare /login (401 03002): add the target to it.
          const here = window.location.pathname
          if (!unmounted || here === target || (here === LOGIN_PATH && !window.location.search)) {
            navigate(loginRedirectUrl(target, query), { replace: true })
          }
          return
        }
        if (unmounted) return
        if (verdict === 'not-authorized') {
          navigate('/not-authorized', { replace: true })
          return
        }
        markGranted(target)
        setPassed(target)
      })
      // Only the check's own code failed to load (a new deploy removed the chunk): the session is
      // fine, so keep it and let the error page offer a reload.
      .catch((error: unknown) => {
        if (id !== latestCheck) return
        routeCheckPending.value = false
        setLoadError(error)
      })
    return () => {
      unmounted = true
    }
    // Re-check on every path change only: query changes (filters, tabs in the URL) are not navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, route.name])

  if (loadError) {
    return (
      <ErrorBoundary>
        <Rethrow error={loadError} />
      </ErrorBoundary>
    )
  }
  if (passed !== location) return null
  // After the check, permissions are reactive: a revoked right closes the page at once.
  if (!isSignedIn.value) return null
  return children
}

/** Hands an error from an effect to the error boundary around it (the server-error page). */
function Rethrow({ error }: { error: unknown }): never {
  throw error
}
