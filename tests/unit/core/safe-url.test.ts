import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { isHttpUrl, safeHref } from '../../../src/core/safe-url'
import { CalendarEventInputSchema, CalendarEventPatchSchema } from '../../../src/core/api/contract/demo/calendar'
import { CompanyInputSchema } from '../../../src/core/api/contract/product/company'
import { call, openTestDb } from '../support/demo-server'

const BAD = ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'ftp://example.com', '//evil.example', 'https://']

describe('http(s)-only web addresses', () => {
  it('accepts http and https, refuses every other scheme', () => {
    expect(isHttpUrl('https://example.co.jp/a?b=1')).toBe(true)
    expect(isHttpUrl('http://example.com')).toBe(true)
    for (const bad of BAD) expect(isHttpUrl(bad), bad).toBe(false)
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref(' https://example.com ')).toBe('https://example.com')
  })

  it('the calendar contract refuses a javascript: event link (client and server share it)', () => {
    const event = { title: 'x', start: '2026-01-01', extendedProps: { calendar: 'Business' } }
    expect(v.safeParse(CalendarEventInputSchema, { ...event, url: 'https://meet.example.com/1' }).success).toBe(true)
    expect(v.safeParse(CalendarEventInputSchema, { ...event, url: '' }).success).toBe(true)
    for (const url of BAD) expect(v.safeParse(CalendarEventInputSchema, { ...event, url }).success, url).toBe(false)
    expect(v.safeParse(CalendarEventPatchSchema, { url: 'javascript:alert(1)' }).success).toBe(false)
  })

  it('the company website refuses other schemes', () => {
    const base = { name: '株式会社テスト', name_kana: 'テスト' }
    for (const website of BAD) expect(v.safeParse(CompanyInputSchema, { ...base, website }).success, website).toBe(false)
  })

  it('the demo server answers a javascript: calendar link with a 400 naming the rule', async () => {
    const db = await openTestDb()
    const res = await call(db, 'POST', '/api/apps/calendar', { body: { title: 'x', start: '2026-01-01', url: 'javascript:alert(1)', extendedProps: { calendar: 'Business' } } })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/http:\/\/ or https:\/\//)
  })
})
