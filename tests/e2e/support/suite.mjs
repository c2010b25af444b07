// A tiny runner for e2e suites on node:test, sharing one server and one browser per file.
import { after, before } from 'node:test'
import { launchBrowser, serveBuild } from './harness.mjs'

/** Call at the top of a suite file: returns getters for the served base URL and the browser context. */
export function useApp() {
  const state = {}
  before(async () => {
    state.server = await serveBuild()
    state.browser = await launchBrowser()
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
    /** A new isolated browser (fresh profile) for tests that need a clean slate. */
    fresh: () => launchBrowser(),
  }
}
