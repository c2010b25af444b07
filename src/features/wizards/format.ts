import type { I18n } from '@lingui/core'

// Dates and money in the user's language (Gregorian years, Latin digits, as records show them).
const LOCALES: Record<string, string> = { ar: 'ar-u-nu-latn', ja: 'ja-JP-u-ca-gregory' }
const localeOf = (i18n: I18n) => LOCALES[i18n.locale] ?? i18n.locale

export const formatDay = (i18n: I18n, iso: string) => (iso ? new Intl.DateTimeFormat(localeOf(i18n), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : '')
export const formatDollars = (i18n: I18n, amount: number) => new Intl.NumberFormat(localeOf(i18n), { style: 'currency', currency: 'USD' }).format(amount)
export const formatYen = (i18n: I18n, amount: number) => new Intl.NumberFormat(localeOf(i18n), { style: 'currency', currency: 'JPY' }).format(amount)
export const formatNumber = (i18n: I18n, value: number) => new Intl.NumberFormat(localeOf(i18n)).format(value)
