/** Spec §2/§9: a route change scrolls to top, or smoothly to the hash anchor less this offset. */
export const HASH_SCROLL_OFFSET = 60

/** Smoothly scrolls to the element a `#hash` names, leaving HASH_SCROLL_OFFSET pixels above it. */
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

/** Ids of the landing page's sections: the front navigation links to them (`#features` …). */
export const LANDING_SECTIONS = ['home', 'features', 'reviews', 'team', 'pricing', 'faq', 'contact'] as const
export type LandingSection = (typeof LANDING_SECTIONS)[number]
