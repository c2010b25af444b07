import { useMemo, useState } from 'react'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { IconButton } from '@/ui'

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** A small month grid: pick a day to show it in the big calendar. Arrow keys move between days. */
export function MiniCalendar({ value, onPick }: { value: Date; onPick: (date: Date) => void }) {
  const { t, i18n } = useLingui()
  const [month, setMonth] = useState(() => new Date(value.getFullYear(), value.getMonth(), 1))
  const [shownFor, setShownFor] = useState(value)
  // Follow the big calendar when it moves to another month.
  if (!sameDay(shownFor, value)) {
    setShownFor(value)
    if (value.getMonth() !== month.getMonth() || value.getFullYear() !== month.getFullYear()) setMonth(new Date(value.getFullYear(), value.getMonth(), 1))
  }
  const weekStart = i18n.locale === 'ar' ? 6 : i18n.locale === 'fr' ? 1 : 0
  const days = useMemo(() => {
    const first = new Date(month)
    first.setDate(1 - ((first.getDay() - weekStart + 7) % 7))
    return Array.from({ length: 42 }, (_, i) => new Date(first.getFullYear(), first.getMonth(), first.getDate() + i))
  }, [month, weekStart])
  const weekdays = days.slice(0, 7).map((d) => new Intl.DateTimeFormat(i18n.locale, { weekday: 'narrow' }).format(d))
  const today = new Date()
  const shift = (delta: number) => setMonth((m) => new Date(m.getFullYear(), m.getMonth() + delta, 1))
  const move = (from: Date, delta: number) => {
    const next = new Date(from.getFullYear(), from.getMonth(), from.getDate() + delta)
    onPick(next)
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-mini-day="${next.toDateString()}"]`)?.focus())
  }
  return (
    <div className={css({ fontSize: 'sm' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
        <IconButton size="sm" label={t`Previous month`} onClick={() => shift(-1)}><IconChevronLeft className={css({ _rtl: { transform: 'scaleX(-1)' } })} /></IconButton>
        <span className={css({ fontWeight: 'semibold' })} aria-live="polite">{new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long' }).format(month)}</span>
        <IconButton size="sm" label={t`Next month`} onClick={() => shift(1)}><IconChevronRight className={css({ _rtl: { transform: 'scaleX(-1)' } })} /></IconButton>
      </div>
      <div role="grid" aria-label={t`Pick a date`} className={css({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '0.5', textAlign: 'center' })}>
        {weekdays.map((w, i) => <span key={i} aria-hidden="true" className={css({ fontSize: 'xs', color: 'fg.subtle', py: '1' })}>{w}</span>)}
        {days.map((d) => {
          const selected = sameDay(d, value)
          return (
            <button
              key={d.toISOString()}
              type="button"
              data-mini-day={d.toDateString()}
              tabIndex={selected ? 0 : -1}
              aria-pressed={selected}
              aria-label={new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }).format(d)}
              onClick={() => onPick(d)}
              onKeyDown={(e) => {
                const rtl = document.documentElement.dir === 'rtl'
                const delta = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, ArrowUp: -7, ArrowDown: 7 }[e.key]
                if (delta) {
                  e.preventDefault()
                  move(d, delta)
                }
              }}
              className={cx(
                css({ aspectRatio: '1', display: 'grid', placeItems: 'center', borderRadius: 'full', cursor: 'pointer', fontSize: 'xs', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' } }),
                d.getMonth() !== month.getMonth() && css({ color: 'fg.subtle' }),
                sameDay(d, today) && css({ fontWeight: 'bold', color: 'primary.text' }),
                selected && css({ bg: 'primary', color: 'primary.fg', _hover: { bg: 'primary' } }),
              )}
            >
              {i18n.number(d.getDate())}
            </button>
          )
        })}
      </div>
    </div>
  )
}
