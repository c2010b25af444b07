import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { call, openTestDb } from '../../support/demo-server'
import type { Database } from '../../../../sw/db/database'
import { addMonths } from '../../../../sw/handlers/calendar'
import type { CalendarEvent } from '../../../../src/core/api/contract/demo/calendar'

const ALL = ['Business', 'Holiday', 'Personal', 'ETC', 'Family']
const NOW = Date.parse('2027-05-10T12:00:00Z')
const everything = '/api/apps/calendar?' + ALL.map((c) => `calendars=${c}`).join('&')
const newEvent = {
  title: 'Visit to Sakura Foods',
  start: '2027-05-12T10:00:00.000Z',
  end: '2027-05-12T11:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business' },
}

describe('GET /api/apps/calendar', () => {
  let db: Database
  let events: CalendarEvent[]
  beforeAll(async () => {
    db = await openTestDb()
    events = (await call(db, 'GET', everything, { now: NOW })).body
  })

  it('has events in all five calendars', () => {
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(ALL))
  })

  it('moves the sample events around the current month on first use, once', async () => {
    const months = events.map((e) => e.start.slice(0, 7))
    expect(months).toContain('2027-05')
    expect(new Set(months)).toEqual(new Set(['2027-04', '2027-05', '2027-06']))
    expect(events.every((e) => !('_fixtureMonth' in e))).toBe(true)
    // A later request (even in another month) does not move them again.
    const again = (await call(db, 'GET', everything, { now: Date.parse('2027-09-01T00:00:00Z') })).body as CalendarEvent[]
    expect(again.map((e) => e.start)).toEqual(events.map((e) => e.start))
  })

  it('returns only the events of the repeated calendars params', async () => {
    const res = await call(db, 'GET', '/api/apps/calendar?calendars=Holiday&calendars=Family', { now: NOW })
    expect(res.status).toBe(200)
    expect(res.body.length).toBe(events.filter((e) => ['Holiday', 'Family'].includes(e.extendedProps.calendar)).length)
    expect(res.body.every((e: CalendarEvent) => ['Holiday', 'Family'].includes(e.extendedProps.calendar))).toBe(true)
  })

  it('accepts comma-separated calendars too; no calendar selected means no events', async () => {
    expect((await call(db, 'GET', '/api/apps/calendar?calendars=Business,ETC', { now: NOW })).body.length).toBe(
      events.filter((e) => ['Business', 'ETC'].includes(e.extendedProps.calendar)).length,
    )
    expect((await call(db, 'GET', '/api/apps/calendar', { now: NOW })).body).toEqual([])
  })

  it('property: the answer is exactly the events of the chosen calendars, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...ALL, 'business', 'Nope', '']), async (chosen) => {
        const qs = chosen.map((c) => `calendars=${encodeURIComponent(c)}`).join('&')
        const res = await call(db, 'GET', `/api/apps/calendar?${qs}`, { now: NOW })
        expect(res.status).toBe(200)
        const wanted = new Set(chosen.map((c) => c.toLowerCase()).filter(Boolean))
        expect(res.body.map((e: CalendarEvent) => e.id)).toEqual(events.filter((e) => wanted.has(e.extendedProps.calendar.toLowerCase())).map((e) => e.id))
      }),
      { numRuns: 60 },
    )
  })
})

describe('POST /api/apps/calendar', () => {
  it('gives the new event the last id + 1 and answers 201 with it', async () => {
    const db = await openTestDb()
    const before = (await call(db, 'GET', everything, { now: NOW })).body as CalendarEvent[]
    const last = Math.max(...before.map((e) => e.id))
    const res = await call(db, 'POST', '/api/apps/calendar', { body: newEvent, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...newEvent, id: last + 1 })
    const after = (await call(db, 'GET', '/api/apps/calendar?calendars=Business', { now: NOW })).body as CalendarEvent[]
    expect(after.find((e) => e.id === last + 1)?.title).toBe('Visit to Sakura Foods')
    const second = await call(db, 'POST', '/api/apps/calendar', { body: { ...newEvent, title: 'Second' }, now: NOW })
    expect(second.body.id).toBe(last + 2)
  })

  it('starts at id 1 in an empty calendar and defaults end to start', async () => {
    const db = await openTestDb(async () => undefined)
    const { end: _end, ...noEnd } = newEvent
    const res = await call(db, 'POST', '/api/apps/calendar', { body: noEnd, now: NOW })
    expect(res.body.id).toBe(1)
    expect(res.body.end).toBe(newEvent.start)
  })

  it('rejects a bad body with a 400 naming the field', async () => {
    const db = await openTestDb()
    const noTitle = await call(db, 'POST', '/api/apps/calendar', { body: { ...newEvent, title: ' ' }, now: NOW })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.fields).toHaveProperty('title')
    const badCalendar = await call(db, 'POST', '/api/apps/calendar', { body: { ...newEvent, extendedProps: { calendar: 'Work' } }, now: NOW })
    expect(badCalendar.status).toBe(400)
    expect(badCalendar.body.fields).toHaveProperty(['extendedProps.calendar'])
    const badDate = await call(db, 'POST', '/api/apps/calendar', { body: { ...newEvent, start: 'someday' }, now: NOW })
    expect(badDate.body.fields).toHaveProperty('start')
    expect((await call(db, 'POST', '/api/apps/calendar', { now: NOW })).status).toBe(400)
  })
})

describe('PUT and DELETE /api/apps/calendar/{id}', () => {
  it('PUT merges the changes (extendedProps included) and answers 201', async () => {
    const db = await openTestDb()
    const [first] = (await call(db, 'GET', everything, { now: NOW })).body as CalendarEvent[]
    const res = await call(db, 'PUT', `/api/apps/calendar/${first.id}`, { body: { title: 'Renamed', extendedProps: { calendar: 'Family' }, id: 999 }, now: NOW })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...first, title: 'Renamed', extendedProps: { ...first.extendedProps, calendar: 'Family' } })
    const stored = (await call(db, 'GET', '/api/apps/calendar?calendars=Family', { now: NOW })).body as CalendarEvent[]
    expect(stored.find((e) => e.id === first.id)?.title).toBe('Renamed')
  })

  it('PUT or DELETE of an unknown id is a 400 "Something Went Wrong"', async () => {
    const db = await openTestDb()
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(db, method, '/api/apps/calendar/98765', { body: method === 'PUT' ? { title: 'x' } : undefined, now: NOW })
      expect(res).toEqual({ status: 400, body: { message: 'Something Went Wrong' } })
    }
  })

  it('PUT with an invalid change is a 400 naming the field', async () => {
    const db = await openTestDb()
    const res = await call(db, 'PUT', '/api/apps/calendar/1', { body: { allDay: 'yes' }, now: NOW })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('allDay')
  })

  it('DELETE answers 204 and the event is gone', async () => {
    const db = await openTestDb()
    const before = (await call(db, 'GET', everything, { now: NOW })).body as CalendarEvent[]
    const res = await call(db, 'DELETE', `/api/apps/calendar/${before[2].id}`, { now: NOW })
    expect(res).toEqual({ status: 204, body: undefined })
    const after = (await call(db, 'GET', everything, { now: NOW })).body as CalendarEvent[]
    expect(after.map((e) => e.id)).toEqual(before.filter((e) => e.id !== before[2].id).map((e) => e.id))
  })
})

describe('addMonths', () => {
  it('keeps the time and clamps the day to the end of the month', () => {
    expect(addMonths('2026-01-31T09:30:00.000Z', 1)).toBe('2026-02-28T09:30:00.000Z')
    expect(addMonths('2025-12-15T00:00:00.000Z', 14)).toBe('2027-02-15T00:00:00.000Z')
    expect(addMonths('2026-03-10T00:00:00.000Z', -3)).toBe('2025-12-10T00:00:00.000Z')
  })
})
