// A tiny runner for e2e suites on node:test, sharing one server and one browser per file.
import { after, afterEach, before } from 'node:test'
import { launchBrowser, serveBuild, unfinishedRequests } from './harness.mjs'

/** Call at the top of a suite file: returns getters for the served base URL and the browser context. */
export function useApp() {
  const state = {}
  before(async () => {
    // tests/e2e/run.mjs serves the build once for every file; a file run on its own serves it itself.
    const shared = process.env.E2E_BASE_URL
    state.server = shared ? { baseURL: shared, close: async () => {} } : await serveBuild()
    // A copy of the run's warmed profile (the worker already installed) when served from its address.
    state.browser = await launchBrowser({ from: shared && process.env.E2E_PROFILE_TEMPLATE })
  })
  // A failed wait says only what it waited for: say where each page still open stood (a hang on an
  // uncontrolled page and a slow machine look the same from the assertion alone).
  afterEach(async (t) => {
    if (t.passed || !state.browser) return
    for (const page of state.browser.context.pages().filter((p) => p.url() !== 'about:blank')) {
      const where = await page
        .evaluate(() => ({
          controlled: !!navigator.serviceWorker?.controller,
          text: (document.querySelector('main') ?? document.body)?.innerText.slice(0, 300),
          // A refused form step: which fields, with what, and the messages under them.
          invalid: [...document.querySelectorAll('[aria-invalid=true]')].map((el) => `${el.getAttribute('name') ?? el.id}=${el.value ?? ''}`),
          messages: [...document.querySelectorAll('[data-part=error-text], [role=alert], [data-invalid] [aria-live]')].map((el) => el.textContent?.trim()).filter(Boolean),
          focused: document.activeElement?.getAttribute('name') ?? document.activeElement?.id,
        }))
        .catch((error) => ({ error: String(error) }))
      t.diagnostic(`page ${page.url()} ${JSON.stringify(where)} unfinished: ${JSON.stringify(unfinishedRequests(page))}`)
    }
  })
  after(async () => {
    await state.browser?.close()
    await state.server?.close()
  })
  return {
    get baseURL() {
      return state.server.baseURL
    },
    get context() {
      return state.browser.context
    },
    /** A new isolated browser with an empty profile (a first visit: no worker yet), for tests that need a clean slate. */
    fresh: () => launchBrowser(),
  }
}
