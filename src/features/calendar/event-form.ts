import type { CalendarEvent, CalendarEventInput, CalendarName } from '@/core/api/contract/demo/calendar'

/** What the drawer edits: dates as the inputs hold them (yyyy-mm-dd or yyyy-mm-ddThh:mm, local time). */
export type EventDraft = {
  id?: number
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string
  end: string
  url: string
  guests: string[]
  location: string
  description: string
}

const pad = (n: number) => String(n).padStart(2, '0')
export const toDateInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
export const toDateTimeInput = (d: Date) => `${toDateInput(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`
const toInput = (d: Date, allDay: boolean) => (allDay ? toDateInput(d) : toDateTimeInput(d))

/** A new event on `day` (all day when picked from the month grid), or from 9:00 to 10:00 when timed. */
export function newDraft(start: Date, allDay: boolean, end?: Date): EventDraft {
  const s = allDay ? start : start.getHours() === 0 && !end ? new Date(start.getFullYear(), start.getMonth(), start.getDate(), 9) : start
  const e = end ?? (allDay ? s : new Date(s.getTime() + 60 * 60 * 1000))
  return { title: '', calendar: 'Business', allDay, start: toInput(s, allDay), end: toInput(e, allDay), url: '', guests: [], location: '', description: '' }
}

export function draftFrom(event: CalendarEvent): EventDraft {
  const start = new Date(event.start)
  const end = event.end ? new Date(event.end) : start
  return {
    id: event.id,
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: toInput(start, event.allDay),
    end: toInput(end, event.allDay),
    url: event.url ?? '',
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  }
}

/** Local input value → ISO instant. A date alone is that day's local midnight. */
const toIso = (value: string) => new Date(value.length === 10 ? `${value}T00:00` : value).toISOString()

export type DraftErrors = Partial<Record<'title' | 'start' | 'end' | 'url', string>>
export type DraftMessages = { titleRequired: string; startInvalid: string; endBeforeStart: string; urlInvalid: string }

/** Title required, valid start, end not before start, URL http(s) when given. */
export function validateDraft(d: EventDraft, m: DraftMessages): DraftErrors {
  const errors: DraftErrors = {}
  if (!d.title.trim()) errors.title = m.titleRequired
  const start = Date.parse(d.start.length === 10 ? `${d.start}T00:00` : d.start)
  const end = Date.parse(d.end.length === 10 ? `${d.end}T00:00` : d.end)
  if (Number.isNaN(start)) errors.start = m.startInvalid
  else if (!Number.isNaN(end) && end < start) errors.end = m.endBeforeStart
  if (d.url.trim() && !/^https?:\/\/\S+\.\S+$/i.test(d.url.trim())) errors.url = m.urlInvalid
  return errors
}

export function toInputBody(d: EventDraft): CalendarEventInput {
  return {
    title: d.title.trim(),
    start: toIso(d.start),
    end: d.end ? toIso(d.end) : undefined,
    allDay: d.allDay,
    url: d.url.trim(),
    extendedProps: { calendar: d.calendar, guests: d.guests, location: d.location.trim(), description: d.description.trim() },
  }
}

/** Switching all-day keeps the day and drops (or adds 9:00–10:00) the time. */
export function withAllDay(d: EventDraft, allDay: boolean): EventDraft {
  const start = new Date(d.start.length === 10 ? `${d.start}T09:00` : d.start)
  const end = new Date(d.end.length === 10 ? `${d.end}T10:00` : d.end)
  return { ...d, allDay, start: toInput(start, allDay), end: toInput(end, allDay) }
}
