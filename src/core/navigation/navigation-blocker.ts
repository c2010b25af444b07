import { navigate } from 'wouter/use-browser-location'

// Stops in-app navigation while a page has unsaved changes, without any change to the router:
// while a blocker is registered we intercept (1) clicks on same-origin links in the capture phase,
// before wouter's Link handler, (2) back/forward (popstate, restored then replayed if the user
// agrees) and (3) reloads/closing the tab (beforeunload, the browser asks).

/** Returns true when leaving is fine (e.g. after the user confirmed). */
export type NavigationBlocker = () => boolean | Promise<boolean>

const blockers = new Set<NavigationBlocker>()
let bypass = false
let currentUrl = ''
let asking: Promise<boolean> | null = null

/** Asks every blocker in turn; the first "no" keeps the user on the page. */
export async function confirmLeave(): Promise<boolean> {
  if (blockers.size === 0) return true
  // One question at a time, even if several clicks race.
  asking ??= (async () => {
    for (const blocker of [...blockers]) if (!(await blocker())) return false
    return true
  })().finally(() => (asking = null))
  return asking
}

/** Navigates in the app without asking (after the user already agreed, or after saving). */
export function navigateUnguarded(to: string, options?: { replace?: boolean }): void {
  bypass = true
  try {
    navigate(to, options)
  } finally {
    bypass = false
  }
}

/** Navigates in the app, asking first when there are unsaved changes (e.g. a form's Cancel button). */
export async function guardedNavigate(to: string, options?: { replace?: boolean }): Promise<boolean> {
  if (!(await confirmLeave())) return false
  navigateUnguarded(to, options)
  return true
}

function onClick(event: MouseEvent) {
  if (bypass || blockers.size === 0 || event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin) return
  if (url.pathname === location.pathname && url.search === location.search) return
  event.preventDefault()
  event.stopPropagation()
  void confirmLeave().then((ok) => ok && navigateUnguarded(url.pathname + url.search + url.hash))
}

function onPopState(event: PopStateEvent) {
  if (bypass) {
    bypass = false
    return
  }
  if (blockers.size === 0) return
  // Keep the router from seeing this change; put the page's URL back, then ask.
  event.stopImmediatePropagation()
  history.pushState(history.state, '', currentUrl)
  void confirmLeave().then((ok) => {
    if (!ok) return
    // Step back to where the user was going; the next popstate passes through to the router.
    bypass = true
    history.back()
  })
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (blockers.size === 0) return
  event.preventDefault()
  // Older browsers need returnValue set to show their "Leave site?" prompt.
  event.returnValue = ''
}

const trackUrl = () => {
  currentUrl = location.href
}

function install() {
  trackUrl()
  document.addEventListener('click', onClick, true)
  // Capture on window runs before wouter's own popstate listener.
  window.addEventListener('popstate', onPopState, true)
  window.addEventListener('beforeunload', onBeforeUnload)
  // wouter patches history methods to emit these; the page may change its own query string.
  window.addEventListener('pushState', trackUrl)
  window.addEventListener('replaceState', trackUrl)
}

function uninstall() {
  document.removeEventListener('click', onClick, true)
  window.removeEventListener('popstate', onPopState, true)
  window.removeEventListener('beforeunload', onBeforeUnload)
  window.removeEventListener('pushState', trackUrl)
  window.removeEventListener('replaceState', trackUrl)
}

/** Registers a blocker; returns its removal. Listeners exist only while a blocker does. */
export function addNavigationBlocker(blocker: NavigationBlocker): () => void {
  if (blockers.size === 0) install()
  blockers.add(blocker)
  return () => {
    if (!blockers.delete(blocker)) return
    if (blockers.size === 0) uninstall()
  }
}

export const hasNavigationBlockers = () => blockers.size > 0
