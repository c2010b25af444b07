import { useSignals } from '@preact/signals-react/runtime'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { CALENDARS } from '@/core/api/contract/demo/calendar'
import { Checkbox } from '@/ui'
import { CALENDAR_INFO, CALENDAR_ORDER, shownCalendars } from './calendars'

/** "View all" and one checkbox per calendar, in its colour; the choice is kept across reloads. */
export function CalendarFilters() {
  useSignals()
  const { i18n } = useLingui()
  const shown = shownCalendars.value
  const all = shown.length === CALENDARS.length
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}>
      <legend className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: 'wide', mb: '3' })}>
        <Trans>Filters</Trans>
      </legend>
      <Checkbox
        label={<Trans>View all</Trans>}
        checked={all}
        indeterminate={!all && shown.length > 0}
        onCheckedChange={(checked) => (shownCalendars.value = checked ? [...CALENDARS] : [])}
      />
      {CALENDAR_ORDER.map((c) => (
        <label key={c} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' })}>
          <input
            type="checkbox"
            checked={shown.includes(c)}
            onChange={(e) => (shownCalendars.value = e.target.checked ? [...shown, c] : shown.filter((x) => x !== c))}
            className={css({ w: '4.5', h: '4.5', cursor: 'pointer' })}
            style={{ accentColor: CALENDAR_INFO[c].color }}
            data-calendar={c}
          />
          <span aria-hidden="true" className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })} style={{ background: CALENDAR_INFO[c].color }} />
          {i18n._(CALENDAR_INFO[c].label)}
        </label>
      ))}
    </fieldset>
  )
}
