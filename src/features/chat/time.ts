/** Time of day for today's messages, otherwise a short date (list and bubbles). */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const d = new Date(iso)
  const sameDay = d.toDateString() === now.toDateString()
  return sameDay ? d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString(locale, { month: 'short', day: 'numeric' })
}

export const clockTime = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })

/** The day separator's label: a long date in the user's language. */
export const dayLabel = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })

/** Local calendar-day key, for grouping messages under day separators. */
export const dayKey = (iso: string) => new Date(iso).toDateString()
