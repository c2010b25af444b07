import { useLocation } from 'wouter'
import { pathFor, type RouteName } from '@/core/routing/paths'

export type AuthVariant = 'v1' | 'v2'
export type AuthFlow = 'login' | 'register' | 'verify-email' | 'forgot-password' | 'reset-password' | 'two-steps'

/** Each flow is one page for both looks: the path's -v1/-v2 suffix picks the frame. */
export function useAuthVariant(): { variant: AuthVariant; linkTo: (flow: AuthFlow) => string } {
  const [location] = useLocation()
  const variant: AuthVariant = location.endsWith('-v2') ? 'v2' : 'v1'
  // Links stay within the look the visitor is in.
  const linkTo = (flow: AuthFlow) => pathFor(`pages-authentication-${flow}-${variant}` satisfies RouteName)
  return { variant, linkTo }
}
