import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { scrollToHash } from '@/core/routing/scroll'

/** Spec §2/§9: a route change scrolls to top, or smoothly to its hash anchor (@/core/routing/scroll). */
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
