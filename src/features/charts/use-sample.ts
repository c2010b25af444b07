import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MONTHS, sampleData } from './sample-data'

const SKILLS = [msg`Product knowledge`, msg`Follow-up`, msg`Negotiation`, msg`Punctuality`, msg`Reporting`, msg`Teamwork`]
const GOALS = [msg`Visits`, msg`New clients`, msg`Renewals`, msg`Referrals`]
const CHANNELS = [msg`Website`, msg`Trade fairs`, msg`Referrals`, msg`E-mail`]

/** The sample figures with every word the charts show in the user's language (months and weekdays from Intl). */
export function useSample() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    const number = new Intl.NumberFormat(locale)
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    return {
      ...sampleData(),
      months: MONTHS.map((m) => month.format(new Date(`${m}-01T00:00:00Z`))),
      // 2026-01-05 is a Monday.
      weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2026, 0, 5 + i)))),
      hourLabel: (h: number) => time.format(new Date(Date.UTC(2026, 0, 1, h))),
      dayLabel: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      skillNames: SKILLS.map((m) => i18n._(m)),
      goalNames: GOALS.map((m) => i18n._(m)),
      channelNames: CHANNELS.map((m) => i18n._(m)),
      fmt: { number: (n: number) => number.format(n), money: (n: number) => money.format(n), price: (n: number) => price.format(n), percent: (n: number) => percent.format(n / 100) },
    }
  }, [i18n, locale])
}
export type Sample = ReturnType<typeof useSample>

/** In rtl, category axes run from the right: the first category last. */
export const inReadingOrder = <T,>(rtl: boolean, xs: readonly T[]): T[] => (rtl ? [...xs].reverse() : [...xs])
