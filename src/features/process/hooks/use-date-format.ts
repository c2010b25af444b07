import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'

/** Dates and times as the user's language writes them (2026/11/22 14:05 in ja, 22/11/2026 14:05 in fr…). */
export function useDateFormat() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
    const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
    return {
      dateTime: (iso: string) => (iso ? dateTime.format(new Date(iso)) : ''),
      date: (iso: string) => (iso ? date.format(new Date(iso)) : ''),
    }
  }, [i18n.locale])
}
