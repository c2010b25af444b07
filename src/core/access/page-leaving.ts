// Whether this document is being left (reload, navigation, tab closed). Chromium cuts off the
// page's unfinished requests only after `pagehide`, and their rejections ("Failed to fetch") still
// run in the dying page: what that page then writes to cookies is what the next page starts with.
let leaving = false

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true
  })
  // Restored from the back/forward cache: the same document is in use again.
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/** True from `pagehide` on (until a back/forward-cache restore shows the page again). */
export const pageIsLeaving = () => leaving
