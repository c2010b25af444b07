// Helpers for the sign-in and access-control e2e suites.
import { WAIT_LIMIT, openControlled, signInByApi, unfinishedRequests } from './harness.mjs'

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  office: { email: 'office@demo.com', password: 'office' },
  sales: { email: 'sales@demo.com', password: 'sales' },
  client: { email: 'client@demo.com', password: 'client' },
}

export const SESSION_COOKIES = ['accessToken', 'refreshToken', 'tokenExpire', 'userData']

/** The session cookies the page can see, parsed. */
export async function sessionCookies(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      document.cookie
        .split('; ')
        .filter(Boolean)
        .map((part) => {
          const i = part.indexOf('=')
          const value = decodeURIComponent(part.slice(i + 1))
          try {
            return [decodeURIComponent(part.slice(0, i)), JSON.parse(value)]
          } catch {
            return [decodeURIComponent(part.slice(0, i)), value]
          }
        }),
    ),
  )
}

/**
 * Waits until navigation to a route has settled: the guard let the page through
 * (`<html data-route-granted>` equals the path), or the browser was sent to /login or
 * /not-authorized, or a public page (not-found, …) is showing. Returns the final path + query.
 */
export async function settledLocation(page) {
  await waitForSettled(page).catch(async (error) => {
    // Say where the page was stuck, not only that it timed out.
    const where = await page
      .evaluate(() => ({
        url: location.pathname + location.search,
        granted: document.documentElement.dataset.routeGranted ?? null,
        title: document.title,
        controlled: navigator.serviceWorker?.controller != null,
        text: document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300),
        // The 500 page folds the raw error away; it is what a failure report needs most.
        error: document.querySelector('details code')?.textContent ?? null,
      }))
      .catch(() => 'page closed')
    throw new Error(`${error.message}\nthe page never settled: ${JSON.stringify(where)}\nunfinished requests: ${JSON.stringify(unfinishedRequests(page))}`, { cause: error })
  })
  const crashed = await page.evaluate(() => document.title.includes('500') && document.querySelector('details code')?.textContent)
  if (crashed !== false) throw new Error(`the page crashed (server-error page) at ${page.url()}: ${crashed}`)
  return page.evaluate(() => location.pathname + location.search)
}

function waitForSettled(page) {
  return page.waitForFunction(
    () => {
      const path = location.pathname
      // The error boundary's page: settled, and settledLocation reports it as a failure.
      if (document.title.includes('500') && document.querySelector('h1') !== null) return true
      if (path === '/login') return document.querySelector('form input[name=email]') !== null
      if (path === '/not-authorized') return document.querySelector('h1') !== null
      if (document.documentElement.dataset.routeGranted === path) return true
      // A public page (e.g. not-found for a route not built yet): nothing to wait for but its heading.
      return document.title.includes('404') && document.querySelector('h1') !== null
    },
    null,
    { timeout: WAIT_LIMIT },
  )
}

/** A page on the app, controlled by the worker, with no session. */
export async function openSignedOut(context, baseURL, path = '/login') {
  const page = await openControlled(context, baseURL + path)
  await page.context().clearCookies()
  return page
}

/** Signs in through the login form, picking the demo account from the list. */
export async function signInThroughUi(page, baseURL, account, query = '') {
  await page.goto(baseURL + '/login' + query)
  await page.waitForSelector('form input[name=email]')
  await page.click(`[data-demo-account="${account.email}"]`)
  await page.click('form button[type=submit]')
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: WAIT_LIMIT })
  return settledLocation(page)
}

/** Signs an account in (API) and opens a path, asserting the guard let the page through. */
export async function openSignedIn(context, baseURL, account, path) {
  await context.clearCookies()
  const page = await openSignedOut(context, baseURL, '/login')
  await signInByApi(page, account.email, account.password)
  await page.goto(baseURL + path)
  const where = await settledLocation(page)
  if (where !== path) throw new Error(`expected to open ${path} as ${account.email}, landed on ${where}`)
  return page
}
