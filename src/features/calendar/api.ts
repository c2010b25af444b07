import { demoApi } from '@/core/api/client'
import type { CalendarEvent, CalendarEventInput, CalendarEventPatch, CalendarName } from '@/core/api/contract/demo/calendar'

/** The calendar endpoints (spec §7). */
export const calendarApi = {
  list: (calendars: readonly CalendarName[], signal?: AbortSignal) => demoApi<CalendarEvent[]>('apps/calendar', { query: { calendars: calendars.join(',') }, signal }),
  add: (event: CalendarEventInput) => demoApi<CalendarEvent>('apps/calendar', { method: 'POST', body: event }),
  update: (id: number | string, patch: CalendarEventPatch) => demoApi<CalendarEvent>(`apps/calendar/${id}`, { method: 'PUT', body: patch }),
  remove: (id: number | string) => demoApi(`apps/calendar/${id}`, { method: 'DELETE' }),
}
