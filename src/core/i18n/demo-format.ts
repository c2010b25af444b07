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
