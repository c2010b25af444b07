export const LOCALES = ['en', 'fr', 'ar', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const RTL_LOCALES: readonly Locale[] = ['ar']

/** Names shown in the language switcher, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية', ja: '日本語' }

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr')

/**
 * The first of the browser's languages (most preferred first, e.g. ["ja-JP", "en-US"]) that the app
 * speaks, by primary subtag: a Japanese browser opens in Japanese. Undefined when none is supported.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return undefined
}

/** What a first visit (no language cookie yet) opens in: the browser's languages, then the default. */
export function initialLocale(): Locale {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const languages = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : []
  return preferredLocale(languages) ?? DEFAULT_LOCALE
}
