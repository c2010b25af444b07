import * as v from 'valibot'
import { HTTP_URL_MESSAGE, isHttpUrl } from '../../../safe-url'

/** Spec §3: the five calendars an event belongs to. */
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export type CalendarName = (typeof CALENDARS)[number]

const isoDate = (field: string) =>
  v.pipe(
    v.string(),
    v.check((s) => !Number.isNaN(Date.parse(s)), `${field} must be a date`),
  )

/** An event's link: empty, or http(s) only (FullCalendar renders it as the event's href). */
const eventUrl = v.pipe(v.string(), v.trim(), v.check((s) => s === '' || isHttpUrl(s), HTTP_URL_MESSAGE))

const ExtendedPropsSchema = v.looseObject({
  calendar: v.picklist(CALENDARS, 'Calendar must be one of Business, Holiday, Personal, ETC, Family'),
  guests: v.optional(v.array(v.string())),
  location: v.optional(v.string()),
  description: v.optional(v.string()),
})

/** POST /api/apps/calendar: a new event (the server assigns the id). */
export const CalendarEventInputSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required'), v.maxLength(200, 'Title is too long')),
  start: isoDate('start'),
  end: v.optional(isoDate('end')),
  allDay: v.optional(v.boolean(), false),
  url: v.optional(eventUrl, ''),
  extendedProps: ExtendedPropsSchema,
})
export type CalendarEventInput = v.InferInput<typeof CalendarEventInputSchema>

/** PUT /api/apps/calendar/{id}: any subset, merged into the stored event (the id never changes). */
export const CalendarEventPatchSchema = v.object({
  id: v.optional(v.union([v.number(), v.string()])),
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Title is required'), v.maxLength(200, 'Title is too long'))),
  start: v.optional(isoDate('start')),
  end: v.optional(v.nullable(isoDate('end'))),
  allDay: v.optional(v.boolean()),
  url: v.optional(eventUrl),
  extendedProps: v.optional(v.partial(ExtendedPropsSchema)),
})
export type CalendarEventPatch = v.InferInput<typeof CalendarEventPatchSchema>

export type CalendarEvent = {
  id: number
  url: string
  title: string
  start: string
  end?: string | null
  allDay: boolean
  extendedProps: { calendar: CalendarName; guests?: string[]; location?: string; description?: string }
}

/** Unknown id on PUT or DELETE (spec §8). */
export const CALENDAR_UNKNOWN_ID_MESSAGE = 'Something Went Wrong'
