import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { persistedSignal } from '@/core/session/persisted-signal'
import { settingsCookieName, SETTINGS_COOKIE_DAYS } from '@/core/settings/settings'
import { CALENDARS, type CalendarName } from '@/core/api/contract/demo/calendar'

/** The five calendars: their names, colours and the text colour on them (theme tokens, so dark mode follows). */
export const CALENDAR_INFO: Record<CalendarName, { label: MessageDescriptor; color: string; fg: string }> = {
  Business: { label: msg`Business`, color: 'var(--colors-violet-500)', fg: '#ffffff' },
  Holiday: { label: msg`Holiday`, color: 'var(--colors-success)', fg: 'var(--colors-success-fg)' },
  Personal: { label: msg`Personal`, color: 'var(--colors-danger)', fg: 'var(--colors-danger-fg)' },
  Family: { label: msg`Family`, color: 'var(--colors-warning)', fg: 'var(--colors-warning-fg)' },
  ETC: { label: msg`ETC`, color: 'var(--colors-info)', fg: 'var(--colors-info-fg)' },
}
export const CALENDAR_ORDER: readonly CalendarName[] = ['Business', 'Holiday', 'Personal', 'Family', 'ETC']

/** Which calendars are shown; kept in a cookie so the choice survives a reload. */
export const shownCalendars = persistedSignal<CalendarName[]>(settingsCookieName('calendarFilters'), [...CALENDARS], { maxAgeDays: SETTINGS_COOKIE_DAYS })
export const isCalendarName = (v: unknown): v is CalendarName => (CALENDARS as readonly unknown[]).includes(v)
