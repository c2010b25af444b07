import { pathFor } from '@/core/routing/paths'

// Where the app may send someone after sign-in, and how a guard builds the login URL (spec §4).

/** The route named `apps-process-list`: where a signed-in user lands by default. */
export const HOME_PATH = pathFor('apps-process-list')
export const LOGIN_PATH = pathFor('login')
/** `/` sends a signed-in account to the first page it may open (src/app/guards/landing.ts). */
export const ROOT_PATH = pathFor('root')

/**
 * Whether `to` is a path inside this app, so redirecting to it can never leave the origin.
 * Accepts `/x/y?q#h`; refuses absolute URLs, protocol-relative `//host`, backslash tricks
 * (`/\host`, browsers read `\` as `/`), control characters and anything not starting with one `/`.
 */
export function isSafeRedirect(to: unknown): to is string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return false
  if (!to.startsWith('/')) return false
  if (to.startsWith('//')) return false
  // Browsers drop tabs/newlines and read backslashes as slashes before parsing a URL.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return false
  let decoded = to
  try {
    decoded = decodeURIComponent(to)
  } catch {
    return false
  }
  // Encoded variants of the same tricks (`/%2F%2Fevil`, `/%5Cevil`) are refused too.
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return false
  // Final check with the URL parser itself: the result must stay on this origin.
  try {
    const base = 'https://meishi.invalid'
    return new URL(to, base).origin === base
  } catch {
    return false
  }
}

/**
 * Where to go after a successful sign-in: the `to` parameter when it is safe, else `/`, which sends
 * each account to the first page it may open (the client account may not open the process list).
 * The other query parameters the guard carried over (the target's own query) go with it.
 */
export function postLoginTarget(search: string): string {
  const params = new URLSearchParams(search)
  const to = params.get('to')
  params.delete('to')
  if (!isSafeRedirect(to)) return ROOT_PATH
  const rest = params.toString()
  if (!rest) return to
  return to + (to.includes('?') ? '&' : '?') + rest
}

/**
 * Spec §4: login with the previous query plus `to` = the target path (not when the target is `/`).
 * `search` may start with `?` or not.
 */
export function loginRedirectUrl(targetPath: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('to')
  if (targetPath !== '/' && isSafeRedirect(targetPath)) params.set('to', targetPath)
  const query = params.toString()
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH
}

/** Spec §2: `/` → the account's landing page (`home`) when user data is stored, else login, keeping the query string. */
export function rootRedirectUrl(hasUserData: boolean, search: string, home: string = HOME_PATH): string {
  const query = search.replace(/^\?/, '')
  const path = hasUserData ? home : LOGIN_PATH
  return query ? `${path}?${query}` : path
}
