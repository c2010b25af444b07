import { i18n, type Messages } from '@lingui/core'
import { persistedSignal } from '../session/persisted-signal'
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from './locales'

// Catalogs are split per area (lingui.config.ts): the shell's, plus one per feature folder,
// loaded with the feature's pages so a page only downloads the text it shows.
type CatalogModule = { messages: Messages }
const catalogs = import.meta.glob<CatalogModule>('../../locales/*/*.po')

/** Spec §3: the stored `language` value. */
export const language = persistedSignal<Locale>('language', DEFAULT_LOCALE, { maxAgeDays: 365 })

const loadedAreas = new Set<string>(['shell'])

async function loadCatalog(locale: Locale, area: string): Promise<Messages> {
  const load = catalogs[`../../locales/${locale}/${area}.po`]
  if (!load) return {}
  return (await load()).messages
}

/** Applies lang and dir to <html>; Arabic mirrors the whole layout. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

export async function activateLocale(requested: string): Promise<Locale> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const parts = await Promise.all([...loadedAreas].map((area) => loadCatalog(locale, area)))
  i18n.load(locale, Object.assign({}, ...parts) as Messages)
  i18n.activate(locale)
  applyDocumentLocale(locale)
  language.value = locale
  return locale
}

/** Called by lazy routes before their page renders: loads that feature's messages once. */
export async function ensureAreaCatalog(area: string): Promise<void> {
  if (loadedAreas.has(area)) return
  loadedAreas.add(area)
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  i18n.load(locale, await loadCatalog(locale, area))
}

export { i18n }
