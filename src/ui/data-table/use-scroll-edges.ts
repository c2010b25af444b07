import { useEffect, useState } from 'react'

/**
 * Which sides of a horizontally scrolling box hide content: before (inline start) or after (inline
 * end); `scrolls`: the box scrolls either way, so keyboard users must be able to focus it.
 */
export type ScrollEdges = { start: boolean; end: boolean; scrolls: boolean }

const same = (a: ScrollEdges, b: ScrollEdges) => a.start === b.start && a.end === b.end && a.scrolls === b.scrolls

/**
 * Tracks a scroller's hidden edges, so a wide table on a narrow screen shows that it scrolls.
 * Returns a ref callback for the scroller and the current edges. Works in rtl too: there
 * scrollLeft runs from 0 down to minus the overflow.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null)
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false, scrolls: false })
  useEffect(() => {
    if (!element) return
    const update = () => {
      const overflow = element.scrollWidth - element.clientWidth
      const position = Math.abs(element.scrollLeft)
      const scrolls = overflow > 1 || element.scrollHeight - element.clientHeight > 1
      const next = { start: overflow > 1 && position > 1, end: overflow > 1 && position < overflow - 1, scrolls }
      setEdges((previous) => (same(previous, next) ? previous : next))
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    // The table grows and shrinks with its rows and columns; the box with the window.
    const resize = new ResizeObserver(update)
    resize.observe(element)
    for (const child of element.children) resize.observe(child)
    const added = new MutationObserver(() => {
      for (const child of element.children) resize.observe(child)
      update()
    })
    added.observe(element, { childList: true })
    return () => {
      element.removeEventListener('scroll', update)
      resize.disconnect()
      added.disconnect()
    }
  }, [element])
  return [setElement, edges] as const
}
