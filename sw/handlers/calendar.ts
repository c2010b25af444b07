import type { RequestContext, Router } from '../server/router'
import { created, noContent, ok, type HandlerResult } from '../server/http'
import { parseWith } from '../server/validate'
import { readListParams, runListQuery } from '../server/list-query'
import {
  CALENDAR_UNKNOWN_ID_MESSAGE,
  CalendarEventInputSchema,
  CalendarEventPatchSchema,
  type CalendarEvent,
} from '../../src/core/api/contract/demo/calendar'

/** Fixture events carry the month they were generated around; see `rebaseFixtureEvents`. */
type StoredEvent = CalendarEvent & { _fixtureMonth?: string }

const unknownId = (): HandlerResult => ({ status: 400, body: { message: CALENDAR_UNKNOWN_ID_MESSAGE } })

/** Moves an ISO date by whole months (UTC), keeping the time and clamping the day to the month's end. */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime()) || months === 0) return iso
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.toISOString()
}

const monthIndex = (year: number, month1: number) => year * 12 + month1 - 1

/**
 * The committed fixture is generated around a fixed month so it regenerates byte for byte. The first
 * time the calendar is used, those events are moved (once, atomically) so the same pattern sits around
 * the current month. Events users create or edit are never moved.
 */
export async function rebaseFixtureEvents(ctx: RequestContext): Promise<void> {
  const pending = (await ctx.db.all<StoredEvent>('events')).filter((e) => e._fixtureMonth)
  if (!pending.length) return
  const now = new Date(ctx.now)
  const current = monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1)
  await ctx.db.write(['events'], async (tx) => {
    for (const { id } of pending) {
      // Re-read inside the transaction: a concurrent request may have moved it already.
      const event = await tx.get<StoredEvent>('events', id)
      if (!event?._fixtureMonth) continue
      const [y, m] = event._fixtureMonth.split('-').map(Number)
      const shift = current - monthIndex(y, m)
      const { _fixtureMonth: _, ...rest } = event
      await tx.put('events', { ...rest, start: addMonths(rest.start, shift), ...(rest.end ? { end: addMonths(rest.end, shift) } : {}) })
    }
  })
}

/** `calendars` may repeat (`?calendars=A&calendars=B`) or be comma-separated; matching ignores case. */
function selectedCalendars(query: URLSearchParams): Set<string> {
  return new Set(
    query
      .getAll('calendars')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  )
}

/** GET /api/apps/calendar?calendars=… — events of those calendars (none selected = no events). */
export async function listEvents(ctx: RequestContext): Promise<HandlerResult> {
  await rebaseFixtureEvents(ctx)
  const wanted = selectedCalendars(ctx.query)
  const events = await ctx.db.all<CalendarEvent>('events')
  // The calendar view needs every event of the range, so the list is not paginated unless asked.
  const params = readListParams(ctx.query, { itemsPerPage: -1 })
  const result = runListQuery(events, { ...params, q: '' }, {
    filters: [(e) => wanted.has(String(e.extendedProps?.calendar ?? '').toLowerCase())],
    sorters: { start: (e) => Date.parse(e.start), title: (e) => e.title },
  })
  return ok(result.items)
}

/** POST /api/apps/calendar — id = last id + 1; 201 with the stored event. */
export async function addEvent(ctx: RequestContext): Promise<HandlerResult> {
  const input = parseWith(CalendarEventInputSchema, ctx.body)
  await rebaseFixtureEvents(ctx)
  const id = await ctx.db.nextId('events')
  const event: CalendarEvent = { id, ...input, end: input.end ?? input.start }
  await ctx.db.write(['events'], (tx) => tx.put('events', event, { basedOn: null }))
  return created(event)
}

/** PUT /api/apps/calendar/{id} — merges the changes (extendedProps too); 201; unknown id 400. */
export async function updateEvent(ctx: RequestContext): Promise<HandlerResult> {
  const patch = parseWith(CalendarEventPatchSchema, ctx.body ?? {})
  await rebaseFixtureEvents(ctx)
  const current = await ctx.db.get<CalendarEvent>('events', ctx.params.id)
  if (!current) return unknownId()
  const { id: _ignored, extendedProps, ...changes } = patch
  const merged: CalendarEvent = {
    ...current,
    ...changes,
    id: current.id,
    extendedProps: { ...current.extendedProps, ...extendedProps } as CalendarEvent['extendedProps'],
  }
  await ctx.db.write(['events'], (tx) => tx.put('events', merged, { basedOn: current }))
  return created(merged)
}

/** DELETE /api/apps/calendar/{id} — 204; unknown id 400. */
export async function deleteEvent(ctx: RequestContext): Promise<HandlerResult> {
  const current = await ctx.db.get<CalendarEvent>('events', ctx.params.id)
  if (!current) return unknownId()
  await ctx.db.write(['events'], (tx) => tx.delete('events', current.id, { basedOn: current }))
  return noContent()
}

export function registerCalendar(router: Router): void {
  router.get('/api/apps/calendar', listEvents)
  router.post('/api/apps/calendar', addEvent)
  router.put('/api/apps/calendar/:id', updateEvent)
  router.delete('/api/apps/calendar/:id', deleteEvent)
}
