import { useMemo } from 'react'
import { useLingui } from '@lingui/react'

/** Number, money and month formats in the user's language (the demo data is priced in US dollars). */
export function useFormats() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    const moneyExact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    const moneyCompact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 })
    const number = new Intl.NumberFormat(locale)
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    const asDate = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`)
    return {
      money: (n: number) => money.format(n),
      moneyExact: (n: number) => moneyExact.format(n),
      moneyCompact: (n: number) => moneyCompact.format(n),
      number: (n: number) => number.format(n),
      /** 0–100 → "45%". */
      percent: (n: number) => percent.format(n / 100),
      /** `YYYY-MM` → "Sep". */
      month: (ym: string) => monthShort.format(asDate(ym)),
      /** `YYYY-MM` → "September 2025". */
      monthYear: (ym: string) => monthLong.format(asDate(ym)),
      day: (iso: string) => day.format(asDate(iso)),
    }
  }, [locale])
}
export type Formats = ReturnType<typeof useFormats>
