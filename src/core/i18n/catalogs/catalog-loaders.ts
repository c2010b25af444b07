import type { Messages } from '@lingui/core'
import type { Locale } from '../locales'

export type CatalogModule = { messages: Messages }
/** Loader a catalog file, keyed by the path import.meta.glob gives (…/locales/<locale>/<area>.po). */
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>

// One small map a language instead of every language's hashed file names in the first file:
// the entry stays the same size however many feature catalogs the app grows.
const maps: Record<Locale, () => Promise<{ loaders: CatalogLoaders }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  ja: () => import('./ja'),
}

/** The loader of one area's catalog in one language, or undefined when that area has no catalog. */
export async function catalogLoader(locale: Locale, area: string, retry: <T>(load: () => Promise<T>) => Promise<T>) {
  const { loaders } = await retry(maps[locale])
  return loaders[`../../../locales/${locale}/${area}.po`]
}
