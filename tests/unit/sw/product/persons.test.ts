import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PersonInputSchema } from '../../../../src/core/api/contract/product/person'
import { records, person } from './records-support'

describe('/v1/api/persons', () => {
  it('lists with company and sales names, filters by company and owner, sorts by company name', async () => {
    const { call, sales } = await records()
    const res = await call('GET', '/v1/api/persons?itemsPerPage=-1', sales)
    expect(res.body.total).toBe(300)
    for (const p of res.body.items) expect(v.safeParse(PersonInputSchema, p).success, p.full_name).toBe(true)
    expect(res.body.items[0].company_name).not.toBe('')
    const mine = await call('GET', '/v1/api/persons?itemsPerPage=-1&sales=3', sales)
    expect(mine.body.total).toBeGreaterThan(0)
    expect(mine.body.items.every((p: { sales: number; sales_name: string }) => p.sales === 3 && p.sales_name === '鈴木 蓮')).toBe(true)
    const none = await call('GET', '/v1/api/persons?itemsPerPage=-1&sales=0', sales)
    expect(none.body.items.every((p: { sales: number | null }) => p.sales === null)).toBe(true)
    const sorted = await call('GET', '/v1/api/persons?itemsPerPage=-1&sortBy=company_name&orderBy=asc', sales)
    // Sorted by the company's reading (as a Japanese address book), so 株式会社 does not group them.
    const companies = new Map<string, string>((await call('GET', '/v1/api/companies?itemsPerPage=-1', sales)).body.items.map((c: { name: string; name_kana: string }) => [c.name, c.name_kana]))
    const readings = sorted.body.items.map((p: { company_name: string }) => companies.get(p.company_name) ?? '').filter(Boolean)
    expect(readings).toEqual([...readings].sort(new Intl.Collator('ja').compare))
    const byCompany = await call('GET', `/v1/api/persons?q=${encodeURIComponent(res.body.items[0].company_name)}&itemsPerPage=-1`, sales)
    expect(byCompany.body.items.some((p: { id: number }) => p.id === res.body.items[0].id)).toBe(true)
  })

  it('validates kana, e-mail, phone and the company reference', async () => {
    const { call, office } = await records()
    const bad = await call('POST', '/v1/api/persons', office, person({ full_name_kana: '山田', email: 'nope', phone_number: '0120' }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'full_name_kana', 'phone_number'])
    const ghost = await call('POST', '/v1/api/persons', office, person({ company_id: 9999 }))
    expect(ghost.status).toBe(400)
    expect(ghost.body.fields.company_id).toEqual(['This company does not exist'])
  })

  it('creates a current career row with the company, and moves it when the company changes', async () => {
    const { call, office } = await records()
    const made = await call('POST', '/v1/api/persons', office, person())
    expect(made.status).toBe(201)
    const career = await call('GET', `/v1/api/persons/${made.body.id}/career-histories`, office)
    expect(career.body.items).toHaveLength(1)
    expect(career.body.items[0]).toMatchObject({ company_id: 1, ended_on: null, position: '課長' })
    const moved = await call('PUT', `/v1/api/persons/${made.body.id}`, office, person({ company_id: 2, updated_at: made.body.updated_at }))
    expect(moved.status).toBe(200)
    const after = await call('GET', `/v1/api/persons/${made.body.id}/career-histories`, office)
    // Same day: the fresh row is replaced rather than ended the day before it started.
    expect(after.body.items.filter((h: { ended_on: string | null }) => !h.ended_on)).toHaveLength(1)
    expect(after.body.items.find((h: { ended_on: string | null }) => !h.ended_on).company_id).toBe(2)
  })

  it('lets sales edit only persons they own, and keeps them as owner', async () => {
    const { call, sales, office } = await records()
    const all = (await call('GET', '/v1/api/persons?itemsPerPage=-1', sales)).body.items as Array<Record<string, unknown> & { id: number; sales: number | null; updated_at: string }>
    const theirs = all.find((p) => p.sales !== 3 && p.sales !== null)!
    const mine = all.find((p) => p.sales === 3)!
    expect(theirs.editable).toBe(false)
    expect(mine.editable).toBe(true)
    const refused = await call('PUT', `/v1/api/persons/${theirs.id}`, sales, { ...theirs, note: 'x' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/only the persons they own/)
    expect((await call('DELETE', `/v1/api/persons/${theirs.id}`, sales)).status).toBe(403)
    const edited = await call('PUT', `/v1/api/persons/${mine.id}`, sales, { ...mine, sales: 5, note: 'メモ' })
    expect(edited.status).toBe(200)
    expect(edited.body.sales).toBe(3)
    const created = await call('POST', '/v1/api/persons', sales, person({ sales: null }))
    expect(created.body.sales).toBe(3)
    expect((await call('PUT', `/v1/api/persons/${theirs.id}`, office, { ...theirs, note: 'office' })).status).toBe(200)
  })

  it('deletes a person with their career history, and Undo restores both', async () => {
    const { call, admin } = await records()
    const before = await call('GET', '/v1/api/persons/1/career-histories', admin)
    expect(before.body.total).toBeGreaterThan(0)
    const del = await call('DELETE', '/v1/api/persons/1', admin)
    expect(del.status).toBe(200)
    expect((await call('GET', '/v1/api/persons/1/career-histories', admin)).status).toBe(404)
    const rowId = before.body.items[0].id
    expect((await call('GET', `/v1/api/career-histories/${rowId}`, admin)).status).toBe(404)
    expect((await call('POST', '/v1/api/persons/restore', admin, { undo: del.body.undo })).status).toBe(200)
    expect((await call('GET', '/v1/api/persons/1/career-histories', admin)).body.total).toBe(before.body.total)
  })

  it('refuses an undo token of another resource', async () => {
    const { call, admin } = await records()
    const made = (await call('POST', '/v1/api/persons', admin, person())).body
    const del = await call('DELETE', `/v1/api/persons/${made.id}`, admin)
    expect((await call('POST', '/v1/api/companies/restore', admin, { undo: del.body.undo })).status).toBe(410)
  })
})

describe('/v1/api/persons/owners', () => {
  it('lists sales owners for every staff account, not for the client', async () => {
    const { call, office, client } = await records()
    const res = await call('GET', '/v1/api/persons/owners', office)
    expect(res.status).toBe(200)
    expect(res.body).toContainEqual({ id: 3, name: '鈴木 蓮', kana: 'スズキ レン', role: 'sales' })
    expect(res.body.every((o: { role: string }) => o.role === 'sales')).toBe(true)
    expect((await call('GET', '/v1/api/persons/owners', client)).status).toBe(403)
  })
})
