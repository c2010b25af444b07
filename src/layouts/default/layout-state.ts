import { computed, signal } from '@preact/signals-react'
import { navLayout, verticalNavCollapsed } from '@/core/settings/settings'

/** Spec §9: below 1279 px the nav is always a vertical overlay (drawer with backdrop). */
export const OVERLAY_NAV_QUERY = '(max-width: 1279px)'

const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(OVERLAY_NAV_QUERY) : undefined
export const isOverlayNav = signal(query?.matches ?? false)
query?.addEventListener('change', (e) => {
  isOverlayNav.value = e.matches
  if (!e.matches) overlayNavOpen.value = false
})

/** The overlay nav drawer (small screens) is open. */
export const overlayNavOpen = signal(false)

/** Horizontal only on wide screens; small screens force the vertical overlay. */
export const effectiveNavLayout = computed(() => (isOverlayNav.value ? 'vertical' : navLayout.value))

/** The vertical nav shows icons only (collapsed, wide screen, not hovered). */
export const navHovered = signal(false)
export const navCollapsed = computed(() => effectiveNavLayout.value === 'vertical' && !isOverlayNav.value && verticalNavCollapsed.value)

export const NAV_WIDTH = '260px'
export const NAV_COLLAPSED_WIDTH = '72px'

/** The customizer drawer (opened by its edge button, or "Settings" in the user menu). */
export const customizerOpen = signal(false)
