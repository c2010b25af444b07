import { i18n, type Messages } from '@lingui/core'
import { retryImport } from '../retry-import'
import { catalogLoader } from './catalogs/catalog-loaders'
import { persistedSignal } from '../session/persisted-signal'
import { DEFAULT_LOCALE, directionOf, initialLocale, isLocale, type Locale } from './locales'

// Catalogs are split per area (lingui.config.ts): the shell's, plus one per feature folder,
// loaded with the feature's pages so a page only downloads the text it shows.

/** Spec §3: the stored `language` value. The cookie wins; a first visit follows the browser's languages. */
export const language = persistedSignal<Locale>('language', initialLocale(), { maxAgeDays: 365 })

// Areas the app has asked for so far: a language switch loads all of them in the new language.
const wantedAreas = new Set<string>(['shell'])
// One download per locale and area, shared by everyone who asks while it runs; a failed one
// (network hiccup, new deploy) is forgotten so the next ask tries again.
const catalogLoads = new Map<string, Promise<void>>()
// The locale being switched to, so an area asked for mid-switch also loads in it.
let targetLocale: Locale | undefined

async function loadCatalog(locale: Locale, area: string): Promise<Messages> {
  const load = await catalogLoader(locale, area, retryImport)
  if (!load) return {}
  return (await retryImport(load)).messages
}

function loadArea(locale: Locale, area: string): Promise<void> {
  const key = `${locale}/${area}`
  let loading = catalogLoads.get(key)
  if (!loading) {
    loading = loadCatalog(locale, area).then((messages) => i18n.load(locale, messages))
    loading.catch(() => catalogLoads.delete(key))
    catalogLoads.set(key, loading)
  }
  return loading
}

/** Applies lang and dir to <html>; Arabic mirrors the whole layout. */
export function applyDocumentLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = directionOf(locale)
}

export async function activateLocale(requested: string): Promise<Locale> {
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  targetLocale = locale
  await Promise.all([...wantedAreas].map((area) => loadArea(locale, area)))
  i18n.activate(locale)
  applyDocumentLocale(locale)
  language.value = locale
  return locale
}

/**
 * Called by lazy routes before their page renders: resolves once that area's messages are in,
 * in the active language and in one being switched to.
 */
export async function ensureAreaCatalog(area: string): Promise<void> {
  wantedAreas.add(area)
  const active = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const locales = new Set<Locale>([active, targetLocale ?? active])
  await Promise.all([...locales].map((locale) => loadArea(locale, area)))
}

export { i18n }
