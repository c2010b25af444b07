// Money and dates of the demo layer (shop and invoices keep US dollars and ISO days).
import type { I18n } from '@lingui/core'
import { currencyValue } from '@/core/api/contract/demo/ecommerce'

// The demo shop keeps its amounts in US dollars; the digits and sign follow the user's language.
export const money = (i18n: I18n, amount: number | string) =>
  i18n.number(typeof amount === 'string' ? currencyValue(amount) : amount, { style: 'currency', currency: 'USD' })

/** An ISO date (YYYY-MM-DD) as the user's language writes it; the date is read as local, not UTC. */
export const isoDate = (i18n: I18n, iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
  const [y, m, d] = iso.split('-').map(Number)
  return y && m && d ? i18n.date(new Date(y, m - 1, d), options) : iso
}

/** Today (plus some days) as an ISO day in the user's time zone, e.g. a form's default date. */
export const isoDayFromToday = (plusDays = 0) => {
  const d = new Date()
  d.setDate(d.getDate() + plusDays)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

type DurationUnit = 'hour' | 'minute' | 'second'
const DURATION_FORMS: [RegExp, DurationUnit[]][] = [
  [/^(\d+)h (\d+)m$/, ['hour', 'minute']],
  // A lesson's length: minutes and seconds ("2.35 min" is 2 min 35 s).
  [/^(\d+)\.(\d{2}) min$/, ['minute', 'second']],
  [/^(\d+) min$/, ['minute']],
]

/**
 * A duration as the demo data writes it ("10h 29m", "2.35 min", "45 min") in the user's language
 * (10 時間 29 分, 10 h 29 min…); anything else is shown as written.
 */
export function duration(i18n: I18n, text: string): string {
  for (const [form, units] of DURATION_FORMS) {
    const match = form.exec(text.trim())
    if (!match) continue
    const parts = units.map((unit, i) => [unit, Number(match[i + 1])] as const).filter(([, n], i) => n > 0 || i === 0)
    const shown = parts.map(([unit, n]) => i18n.number(n, { style: 'unit', unit, unitDisplay: 'short' }))
    return new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(shown)
  }
  return text
}

const EN_MONTHS = Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)))

/** A month as the demo data writes it ("April 2021") in the user's language (2021年4月); anything else as written. */
export function monthYear(i18n: I18n, text: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text.trim())
  const month = match ? EN_MONTHS.indexOf(match[1]) : -1
  return match && month >= 0 ? i18n.date(new Date(Number(match[2]), month, 1), { year: 'numeric', month: 'long' }) : text
}
