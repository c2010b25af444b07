/** Plain text of an HTML message (for the list's excerpt); DOMParser runs no scripts and loads nothing. */
export function htmlToText(html: string): string {
  // Block ends become spaces, so paragraphs don't run together.
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|div|li|h\d|blockquote)>|<br\s*\/?>/gi, '$& '), 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** "09:41" today, "Jan 20" this year, "2025/01/20" before: short enough for a list row. */
export function shortTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso)
  if (date.toDateString() === now.toDateString()) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date)
  if (date.getFullYear() === now.getFullYear()) return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}

export const longTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))

/** "Re: subject" without stacking prefixes. */
export const withPrefix = (prefix: 'Re' | 'Fwd', subject: string) => (new RegExp(`^${prefix}:`, 'i').test(subject) ? subject : `${prefix}: ${subject}`)

/** Bytes as "1.2 MB" for an attachment chip. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`
}
