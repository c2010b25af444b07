import { effect } from '@preact/signals-react'
import { colorScheme, primaryColor, semiDark, skin } from './settings'

const THEME_COLORS = { light: '#ffffff', dark: '#1b1e28' } as const

/**
 * Mirrors the look settings onto <html> (the same attributes public/boot-theme.js sets before
 * first paint), so Panda's conditions (_dark, _bordered, _semiDark, data-primary) follow live.
 */
export function applySettingsOnDocument(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    root.dataset.theme = colorScheme.value
    root.dataset.skin = skin.value
    if (primaryColor.value === 'green') delete root.dataset.primary
    else root.dataset.primary = primaryColor.value
    if (semiDark.value) root.dataset.semiDark = 'true'
    else delete root.dataset.semiDark
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[colorScheme.value])
  })
}
