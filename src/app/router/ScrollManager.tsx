import { useEffect } from 'react'
import { useLocation } from 'wouter'

/** Spec §2/§9: a route change scrolls to top, or smoothly to the hash anchor less this offset. */
export const HASH_SCROLL_OFFSET = 60

export function scrollToHash(hash: string, attempts = 20): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id && document.getElementById(id)
  if (target) {
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET
    window.scrollTo({ top, behavior: 'smooth' })
    return
  }
  // The page may still be loading its chunk or data: look again on the next frames.
  if (attempts > 0) requestAnimationFrame(() => scrollToHash(hash, attempts - 1))
}

export function ScrollManager() {
  const [location] = useLocation()
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash)
    else window.scrollTo({ top: 0, left: 0 })
  }, [location])
  // Same-page anchor links change only the hash.
  useEffect(() => {
    const onHash = () => scrollToHash(window.location.hash)
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  return null
}
