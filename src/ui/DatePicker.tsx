import { DatePicker as Ark, parseDate, type DateValue } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { parseDateString } from '@zag-js/date-utils'
import { IconCalendar, IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input, menu } from 'styled-system/recipes'

export type DatePickerProps = {
  label: string
  /** ISO dates (YYYY-MM-DD): one, or two for a range. */
  value: string[]
  onValueChange: (value: string[]) => void
  range?: boolean
  min?: string
  max?: string
  invalid?: boolean
  disabled?: boolean
  className?: string
}

// Calendars follow the UI language with the Gregorian calendar (ja-JP without era names: office
// staff write 2026, not 令和8年, on records).
const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-EG-u-ca-gregory-nu-latn', ja: 'ja-JP-u-ca-gregory' }

const navButton = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '8', h: '8', border: 'none', bg: 'transparent', borderRadius: 'sm',
  color: 'fg', cursor: 'pointer', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})
const cellTrigger = css({
  display: 'flex', alignItems: 'center', justifyContent: 'center', minW: '9', h: '9', borderRadius: 'sm', cursor: 'pointer', fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums', _hover: { bg: 'bg.muted' }, '&[data-today]': { fontWeight: 'bold', color: 'primary.text' },
  '&[data-outside-range]': { color: 'fg.subtle' }, '&[data-in-range]': { bg: 'primary.subtle', borderRadius: '0' },
  '&[data-selected]': { bg: 'primary', color: 'primary.fg', borderRadius: 'sm' }, _disabled: { opacity: 0.35, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})

const toIso = (v: DateValue) => v.toString().slice(0, 10)

// yyyy-mm-dd, as records and other apps write dates. Ark drops characters that are not the locale's
// separator while typing, so "2026-11-24" reaches the parser as "20261124".
const ISO_TYPED = /^(\d{4})-?(\d{2})-?(\d{2})$/

/**
 * ISO first (no locale writes a 20xx year first with another meaning), then the locale's own format
 * (24/11/2026 in en-GB): without it, an ISO date typed into an en-GB field failed the locale parse
 * and Ark fell back to a wrong date (today, or 9999-01-01).
 */
export function parseTypedDate(text: string, locale: string, timeZone: string): DateValue | undefined {
  const iso = ISO_TYPED.exec(text.trim())
  if (iso) {
    try {
      return parseDate(`${iso[1]}-${iso[2]}-${iso[3]}`)
    } catch {
      // Not a real day (2026-13-40): let the locale parser have it.
    }
  }
  return parseDateString(text, locale, timeZone)
}

/** A date or date-range field with a calendar (Ark DatePicker): typed or picked, in the user's language. */
export function DatePicker({ label, value, onValueChange, range, min, max, invalid, disabled, className }: DatePickerProps) {
  const { t, i18n } = useLingui()
  const m = menu()
  const parsed = value.flatMap((v) => {
    try {
      return [parseDate(v)]
    } catch {
      return []
    }
  })
  return (
    <Ark.Root
      locale={LOCALES[i18n.locale] ?? 'en-GB'}
      parse={(text, { locale, timeZone }) => parseTypedDate(text, locale, timeZone)}
      selectionMode={range ? 'range' : 'single'}
      value={parsed}
      onValueChange={(d) => onValueChange(d.value.map(toIso))}
      min={min ? parseDate(min) : undefined}
      max={max ? parseDate(max) : undefined}
      disabled={disabled}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' }), className)}
    >
      <Ark.Label className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })}>{label}</Ark.Label>
      <Ark.Control className={css({ display: 'flex', gap: '2', alignItems: 'center', position: 'relative' })}>
        <Ark.Input index={0} className={input()} aria-invalid={invalid || undefined} />
        {range && <Ark.Input index={1} className={input()} aria-invalid={invalid || undefined} />}
        <Ark.Trigger className={navButton} aria-label={t`Open the calendar`}>
          <IconCalendar size={18} />
        </Ark.Trigger>
        <Ark.ClearTrigger className={navButton} aria-label={t`Clear the date`}>
          <IconX size={16} />
        </Ark.ClearTrigger>
      </Ark.Control>
      <Portal>
        <Ark.Positioner className={m.positioner}>
          <Ark.Content className={cx(m.content, css({ p: '3', minW: 'auto' }))}>
            {(['day', 'month', 'year'] as const).map((view) => (
              <Ark.View key={view} view={view}>
                <Ark.Context>
                  {(api) => (
                    <>
                      <Ark.ViewControl className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' })}>
                        <Ark.PrevTrigger className={navButton} aria-label={t`Previous`}>
                          <IconChevronLeft size={18} className="flip-rtl" />
                        </Ark.PrevTrigger>
                        <Ark.ViewTrigger className={cx(navButton, css({ w: 'auto', px: '3', fontWeight: 'semibold' }))}>
                          <Ark.RangeText />
                        </Ark.ViewTrigger>
                        <Ark.NextTrigger className={navButton} aria-label={t`Next`}>
                          <IconChevronRight size={18} className="flip-rtl" />
                        </Ark.NextTrigger>
                      </Ark.ViewControl>
                      <Ark.Table className={css({ borderCollapse: 'collapse' })}>
                        {view === 'day' && (
                          <Ark.TableHead>
                            <Ark.TableRow>
                              {api.weekDays.map((d, i) => (
                                <Ark.TableHeader key={i} className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium', h: '8' })}>
                                  {d.narrow}
                                </Ark.TableHeader>
                              ))}
                            </Ark.TableRow>
                          </Ark.TableHead>
                        )}
                        <Ark.TableBody>
                          {view === 'day' &&
                            api.weeks.map((week, i) => (
                              <Ark.TableRow key={i}>
                                {week.map((day, j) => (
                                  <Ark.TableCell key={j} value={day}>
                                    <Ark.TableCellTrigger className={cellTrigger}>{day.day}</Ark.TableCellTrigger>
                                  </Ark.TableCell>
                                ))}
                              </Ark.TableRow>
                            ))}
                          {view === 'month' &&
                            api.getMonthsGrid({ columns: 4, format: 'short' }).map((months, i) => (
                              <Ark.TableRow key={i}>
                                {months.map((month, j) => (
                                  <Ark.TableCell key={j} value={month.value}>
                                    <Ark.TableCellTrigger className={cx(cellTrigger, css({ px: '2' }))}>{month.label}</Ark.TableCellTrigger>
                                  </Ark.TableCell>
                                ))}
                              </Ark.TableRow>
                            ))}
                          {view === 'year' &&
                            api.getYearsGrid({ columns: 4 }).map((years, i) => (
                              <Ark.TableRow key={i}>
                                {years.map((year, j) => (
                                  <Ark.TableCell key={j} value={year.value}>
                                    <Ark.TableCellTrigger className={cx(cellTrigger, css({ px: '2' }))}>{year.label}</Ark.TableCellTrigger>
                                  </Ark.TableCell>
                                ))}
                              </Ark.TableRow>
                            ))}
                        </Ark.TableBody>
                      </Ark.Table>
                    </>
                  )}
                </Ark.Context>
              </Ark.View>
            ))}
          </Ark.Content>
        </Ark.Positioner>
      </Portal>
    </Ark.Root>
  )
}
