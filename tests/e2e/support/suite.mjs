// A tiny runner for e2e suites on node:test, sharing one server and one browser per file.
import { after, before } from 'node:test'
import { launchBrowser, serveBuild } from './harness.mjs'

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
