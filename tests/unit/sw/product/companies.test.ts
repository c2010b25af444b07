import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { CompanyInputSchema } from '../../../../src/core/api/contract/product/company'
import { records, company } from './records-support'

describe('/v1/api/companies', () => {
  it('lists with the DESIGN.md contract, search, filter and sort', async () => {
    const { call, office } = await records()
    const all = await call('GET', '/v1/api/companies?itemsPerPage=5', office)
    expect(all.status).toBe(200)
    expect(Object.keys(all.body).sort()).toEqual(['items', 'itemsPerPage', 'page', 'total'])
    expect(all.body.total).toBe(60)
    expect(all.body.items).toHaveLength(5)
    expect(all.body.items[0]).toHaveProperty('person_count')
    const industry = all.body.items[0].industry as string
    const filtered = await call('GET', `/v1/api/companies?itemsPerPage=-1&industry=${encodeURIComponent(industry)}`, office)
    expect(filtered.body.items.every((c: { industry: string }) => c.industry === industry)).toBe(true)
    expect(filtered.body.total).toBe(filtered.body.items.length)
    const sorted = await call('GET', '/v1/api/companies?itemsPerPage=-1&sortBy=employee_count&orderBy=desc', office)
    const counts = sorted.body.items.map((c: { employee_count: number | null }) => c.employee_count).filter((n: number | null) => n !== null)
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a))
    const searched = await call('GET', `/v1/api/companies?q=${encodeURIComponent(all.body.items[0].name)}`, office)
    expect(searched.body.items.map((c: { id: number }) => c.id)).toContain(all.body.items[0].id)
  })

  it('seeds records that pass the shared schema', async () => {
    const { call, admin } = await records()
    const all = await call('GET', '/v1/api/companies?itemsPerPage=-1', admin)
    for (const c of all.body.items) expect(v.safeParse(CompanyInputSchema, c).success, c.name).toBe(true)
  })

  it('answers 401 without a token and 403 for the client account', async () => {
    const { call, client } = await records()
    expect((await call('GET', '/v1/api/companies')).status).toBe(401)
    const res = await call('GET', '/v1/api/companies', client)
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/permission/)
    expect((await call('POST', '/v1/api/companies', client, company())).status).toBe(403)
  })

  it('creates with 201, an id and timestamps; 400 names bad fields', async () => {
    const { call, sales } = await records()
    const res = await call('POST', '/v1/api/companies', sales, company({ postal_code: '１００−０００５'.replace('−', '-') }))
    expect(res.status).toBe(201)
    expect(res.body.id).toBe(61)
    expect(res.body.postal_code).toBe('100-0005')
    expect(res.body.created_at).toBe(res.body.updated_at)
    const bad = await call('POST', '/v1/api/companies', sales, company({ name: '', name_kana: 'Test', postal_code: '1000005', phone_number: '12345', website: 'www.x.jp' }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['name', 'name_kana', 'phone_number', 'postal_code', 'website'])
    expect(bad.body.fields.name_kana[0]).toMatch(/hiragana or katakana/)
    const got = await call('GET', `/v1/api/companies/${res.body.id}`, sales)
    expect(got.body.name).toBe('株式会社テスト商事')
    expect((await call('GET', '/v1/api/companies/9999', sales))).toEqual({ status: 404, body: { message: 'Company not found' } })
  })

  it('refuses a duplicate corporate number', async () => {
    const { call, admin } = await records()
    const first = await call('POST', '/v1/api/companies', admin, company({ corporate_number: '1234567890123' }))
    expect(first.status).toBe(201)
    const second = await call('POST', '/v1/api/companies', admin, company({ corporate_number: '1234567890123' }))
    expect(second.status).toBe(400)
    expect(second.body.fields.corporate_number).toHaveLength(1)
  })

  it('updates, and answers 409 with the current record when updated_at is stale', async () => {
    const { call, office } = await records()
    const made = (await call('POST', '/v1/api/companies', office, company())).body
    const first = await call('PUT', `/v1/api/companies/${made.id}`, office, company({ name: '株式会社新社名', updated_at: made.updated_at }))
    expect(first.status).toBe(200)
    expect(first.body.name).toBe('株式会社新社名')
    expect(first.body.updated_at > made.updated_at).toBe(true)
    const stale = await call('PUT', `/v1/api/companies/${made.id}`, office, company({ name: '古い編集', updated_at: made.updated_at }))
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    expect(stale.body.current.name).toBe('株式会社新社名')
  })

  it('refuses to delete a company with persons, naming them (409)', async () => {
    const { call, admin } = await records()
    const persons = await call('GET', '/v1/api/persons?company_id=1&itemsPerPage=-1', admin)
    expect(persons.body.total).toBeGreaterThan(0)
    const res = await call('DELETE', '/v1/api/companies/1', admin)
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(persons.body.items[0].full_name)
    expect(res.body.dependants.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining(persons.body.items.map((p: { id: number }) => p.id)))
    expect((await call('GET', '/v1/api/companies/1', admin)).status).toBe(200)
  })

  it('counts the persons working at a company and the career rows naming it, which the delete dialog states', async () => {
    const { call, admin } = await records()
    const persons = await call('GET', '/v1/api/persons?company_id=1&itemsPerPage=-1', admin)
    const careers = (await call('GET', '/v1/api/career-histories?itemsPerPage=-1', admin)).body
    const row = (await call('GET', '/v1/api/companies/1', admin)).body
    expect(row.person_count).toBe(persons.body.total)
    expect(row.career_count).toBe(careers.items.filter((h: { company_id: number }) => h.company_id === 1).length)
    expect(row.career_count).toBeGreaterThanOrEqual(row.person_count)
    // A company nobody refers to counts 0 and 0, and can be deleted.
    const made = (await call('POST', '/v1/api/companies', admin, { name: '株式会社カウント', name_kana: 'カウント' })).body
    expect(made).toMatchObject({ person_count: 0, career_count: 0 })
    expect((await call('DELETE', `/v1/api/companies/${made.id}`, admin)).status).toBe(200)
  })

  it('deletes (admin, office) and undoes; sales may not delete companies', async () => {
    const { call, office, sales } = await records()
    const made = (await call('POST', '/v1/api/companies', sales, company())).body
    expect((await call('DELETE', `/v1/api/companies/${made.id}`, sales)).status).toBe(403)
    const del = await call('DELETE', `/v1/api/companies/${made.id}`, office)
    expect(del.status).toBe(200)
    expect(del.body.deleted).toEqual([made.id])
    expect((await call('GET', `/v1/api/companies/${made.id}`, office)).status).toBe(404)
    const undo = await call('POST', '/v1/api/companies/restore', office, { undo: del.body.undo })
    expect(undo).toEqual({ status: 200, body: { restored: [made.id] } })
    expect((await call('GET', `/v1/api/companies/${made.id}`, office)).body.name).toBe(made.name)
    expect((await call('POST', '/v1/api/companies/restore', office, { undo: del.body.undo })).status).toBe(410)
  })

  it('bulk-deletes all or nothing', async () => {
    const { call, admin } = await records()
    const a = (await call('POST', '/v1/api/companies', admin, company())).body
    const b = (await call('POST', '/v1/api/companies', admin, company())).body
    const refused = await call('POST', '/v1/api/companies/bulk-delete', admin, { ids: [a.id, 1] })
    expect(refused.status).toBe(409)
    expect((await call('GET', `/v1/api/companies/${a.id}`, admin)).status).toBe(200)
    expect((await call('POST', '/v1/api/companies/bulk-delete', admin, { ids: [] })).status).toBe(400)
    expect((await call('POST', '/v1/api/companies/bulk-delete', admin, { ids: [a.id, 9999] })).status).toBe(404)
    const ok = await call('POST', '/v1/api/companies/bulk-delete', admin, { ids: [a.id, b.id] })
    expect(ok.body.deleted).toEqual([a.id, b.id])
    expect((await call('GET', '/v1/api/companies?itemsPerPage=1', admin)).body.total).toBe(60)
    await call('POST', '/v1/api/companies/restore', admin, { undo: ok.body.undo })
    expect((await call('GET', '/v1/api/companies?itemsPerPage=1', admin)).body.total).toBe(62)
  })

  it('lists industries for the filter', async () => {
    const { call, sales } = await records()
    const res = await call('GET', '/v1/api/companies/industries', sales)
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(3)
  })

  it('lists the name cards that mention a company, and career rows link to their card', async () => {
    const { db, call, office } = await records()
    const c = (await call('GET', '/v1/api/companies/2', office)).body
    const card = (id: number, extra: Record<string, unknown>) => ({
      id, process_id: 7, file_name: `card-${id}.jpg`, image: `img-${id}`, analyst_status: 'success', err_msg: '', full_name: '名刺 太郎', full_name_kana: '', email: '',
      phone_number: '', company: '', department: '', position: '', website: '', address: '', postal_code: '', card_status: 'checked_by_office',
      created_at: `2026-01-0${id}T00:00:00.000Z`, updated_at: '', merged_person_id: null, merged_company_id: null, ...extra,
    })
    await db.put('namecards', card(1, { company: c.name.replace('株式会社', '株式会社 ') }))
    await db.put('namecards', card(2, { merged_company_id: 2 }))
    await db.put('namecards', card(3, { company: '別の会社' }))
    const res = await call('GET', '/v1/api/companies/2/namecards', office)
    expect(res.status).toBe(200)
    expect(res.body.items.map((x: { id: number }) => x.id)).toEqual([2, 1])
    expect((await call('GET', '/v1/api/companies/9999/namecards', office)).status).toBe(404)
    const p = (await call('GET', '/v1/api/persons?company_id=2&itemsPerPage=1', office)).body.items[0]
    const row = await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, { company_name: '旧社', started_on: '1990-01-01', ended_on: '1990-12-31', source: 'namecard:3' })
    expect(row.status).toBe(201)
    expect(row.body).toMatchObject({ source_card_id: 3, source_process_id: 7 })
  })
})
