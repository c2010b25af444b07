import { computed, effect, signal, type Signal } from '@preact/signals-react'
import { appConfig } from '../config'
import { persistedSignal } from '../session/persisted-signal'

// Spec §4/§9: layout state in cookies named `<app title>-<key>`, kept 30 days.
// public/boot-theme.js reads theme, skin, primaryColor and semiDark before first paint: keep names in sync.
export const SETTINGS_COOKIE_DAYS = 30
export const settingsCookieName = (key: string) => `${appConfig.title}-${key}`

export const THEMES = ['light', 'dark', 'system'] as const
export const PRIMARY_COLORS = ['green', 'blue', 'violet', 'orange', 'red'] as const
export const SKINS = ['default', 'bordered'] as const
export const NAV_LAYOUTS = ['vertical', 'collapsed', 'horizontal'] as const
export const CONTENT_WIDTHS = ['boxed', 'fluid'] as const
export const NAVBAR_TYPES = ['sticky', 'static', 'hidden'] as const
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const

export type Theme = (typeof THEMES)[number]
export type PrimaryColor = (typeof PRIMARY_COLORS)[number]
export type Skin = (typeof SKINS)[number]
export type NavLayout = 'vertical' | 'horizontal'
export type ContentWidth = (typeof CONTENT_WIDTHS)[number]
export type NavbarType = (typeof NAVBAR_TYPES)[number]
export type FooterType = (typeof FOOTER_TYPES)[number]

/** A cookie-backed setting that falls back to its default when the stored value is not allowed. */
function setting<T>(key: string, fallback: T, allowed?: readonly T[]): Signal<T> {
  const s = persistedSignal<T>(settingsCookieName(key), fallback, { maxAgeDays: SETTINGS_COOKIE_DAYS })
  if (allowed && !allowed.includes(s.peek())) s.value = fallback
  return s
}

const BOOLS = [true, false] as const

export const theme = setting<Theme>('theme', 'light', THEMES)
export const primaryColor = setting<PrimaryColor>('primaryColor', 'green', PRIMARY_COLORS)
export const skin = setting<Skin>('skin', 'default', SKINS)
export const semiDark = setting<boolean>('semiDark', false, BOOLS)
export const navLayout = setting<NavLayout>('navLayout', 'vertical', ['vertical', 'horizontal'])
export const verticalNavCollapsed = setting<boolean>('verticalNavCollapsed', false, BOOLS)
export const contentWidth = setting<ContentWidth>('contentWidth', 'boxed', CONTENT_WIDTHS)
export const navbarType = setting<NavbarType>('navbarType', 'sticky', NAVBAR_TYPES)
export const navbarBlur = setting<boolean>('navbarBlur', true, BOOLS)
export const footerType = setting<FooterType>('footerType', 'static', FOOTER_TYPES)

/** The device preference, live (spec §1: `system` follows the device). */
const darkQuery = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined
export const systemPrefersDark = signal(darkQuery?.matches ?? false)
darkQuery?.addEventListener('change', (e) => {
  systemPrefersDark.value = e.matches
})

/** The colour scheme actually shown. */
export const colorScheme = computed<'light' | 'dark'>(() =>
  theme.value === 'system' ? (systemPrefersDark.value ? 'dark' : 'light') : theme.value,
)
/** Stored too (spec §4 lists the colour scheme among the persisted values). */
export const storedColorScheme = setting<'light' | 'dark'>('colorScheme', colorScheme.peek(), ['light', 'dark'])
effect(() => {
  storedColorScheme.value = colorScheme.value
})

/** Picks the nav layout the customizer shows as one choice: vertical, collapsed or horizontal. */
export const navChoice = computed<(typeof NAV_LAYOUTS)[number]>(() =>
  navLayout.value === 'horizontal' ? 'horizontal' : verticalNavCollapsed.value ? 'collapsed' : 'vertical',
)

/** Spec §4: switching to horizontal nav un-hides a hidden navbar and un-collapses the nav. */
export function setNavChoice(choice: (typeof NAV_LAYOUTS)[number]): void {
  if (choice === 'horizontal') {
    navLayout.value = 'horizontal'
    verticalNavCollapsed.value = false
    if (navbarType.value === 'hidden') navbarType.value = 'sticky'
    return
  }
  navLayout.value = 'vertical'
  verticalNavCollapsed.value = choice === 'collapsed'
}

export function setNavbarType(type: NavbarType): void {
  // A hidden navbar would hide the horizontal menu with it.
  navbarType.value = navLayout.value === 'horizontal' && type === 'hidden' ? 'sticky' : type
}

/** Restores every layout choice to its default (spec §4 defaults). */
export function resetSettings(): void {
  theme.value = 'light'
  primaryColor.value = 'green'
  skin.value = 'default'
  semiDark.value = false
  navLayout.value = 'vertical'
  verticalNavCollapsed.value = false
  contentWidth.value = 'boxed'
  navbarType.value = 'sticky'
  navbarBlur.value = true
  footerType.value = 'static'
}

/** Whether any choice differs from the defaults (the customizer shows a reset dot). */
export const settingsChanged = computed(
  () =>
    theme.value !== 'light' ||
    primaryColor.value !== 'green' ||
    skin.value !== 'default' ||
    semiDark.value ||
    navLayout.value !== 'vertical' ||
    verticalNavCollapsed.value ||
    contentWidth.value !== 'boxed' ||
    navbarType.value !== 'sticky' ||
    !navbarBlur.value ||
    footerType.value !== 'static',
)
