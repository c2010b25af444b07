import { describe, expect, it } from 'vitest'
import { records, person } from './records-support'

const personOwnedBy = (sales: number) => person({ company_id: null, full_name: '佐藤 一郎', full_name_kana: 'さとう いちろう', email: 'ichiro@test.example.jp', sales })

const row = (extra: Record<string, unknown> = {}) => ({ company_id: null, company_name: '旧株式会社', department: '総務部', position: '担当', started_on: '2010-04-01', ended_on: '2012-03-31', ...extra })

async function fresh() {
  const r = await records()
  // A person with a single current row starting today.
  const p = (await r.call('POST', '/v1/api/persons', r.office, person({ company_id: null }))).body
  return { ...r, p }
}

describe('career histories', () => {
  it('creates rows for a person, lists them newest first, and reads one by id', async () => {
    const { call, office, p } = await fresh()
    const a = await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row())
    expect(a.status).toBe(201)
    expect(a.body).toMatchObject({ person_id: p.id, source: 'manual', person_name: '山田 花子' })
    await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2012-04-01', ended_on: null, company_id: 2 }))
    const list = await call('GET', `/v1/api/persons/${p.id}/career-histories`, office)
    expect(list.body.items.map((h: { started_on: string }) => h.started_on)).toEqual(['2012-04-01', '2010-04-01'])
    // The company's name is taken from the company record.
    expect(list.body.items[0].company_name).not.toBe('旧株式会社')
    const one = await call('GET', `/v1/api/career-histories/${a.body.id}`, office)
    expect(one.body.company_name).toBe('旧株式会社')
  })

  it('refuses overlapping periods and a second current row with a clear 400', async () => {
    const { call, office, p } = await fresh()
    await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row())
    const overlap = await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2011-01-01', ended_on: '2013-01-01' }))
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toBe('This period overlaps 旧株式会社 (2010-04-01 – 2012-03-31). Periods must not overlap.')
    expect(overlap.body.fields.started_on).toHaveLength(1)
    await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2015-01-01', ended_on: null }))
    const second = await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2020-01-01', ended_on: null }))
    expect(second.status).toBe(400)
    expect(second.body.message).toMatch(/^Only one position can be current/)
    const backwards = await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2009-01-01', ended_on: '2008-01-01' }))
    expect(backwards.status).toBe(400)
    expect(backwards.body.fields.ended_on).toEqual(['The end date must not be before the start date'])
  })

  it('keeps the person in step with the current row, and edits by id with 409 on stale saves', async () => {
    const { call, office, p } = await fresh()
    const current = (await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row({ started_on: '2015-01-01', ended_on: null, company_id: 3, position: '部長' }))).body
    const after = await call('GET', `/v1/api/persons/${p.id}`, office)
    expect(after.body).toMatchObject({ company_id: 3, position: '部長' })
    const edited = await call('PUT', `/v1/api/career-histories/${current.id}`, office, { ...row({ started_on: '2015-01-01', ended_on: null, company_id: 3, position: '本部長' }), updated_at: current.updated_at })
    expect(edited.status).toBe(200)
    expect(edited.body.person_id).toBe(p.id)
    expect((await call('GET', `/v1/api/persons/${p.id}`, office)).body.position).toBe('本部長')
    const stale = await call('PUT', `/v1/api/career-histories/${current.id}`, office, { ...row(), updated_at: current.updated_at })
    expect(stale.status).toBe(409)
  })

  it('404s for an unknown person; any signed-in user reads (spec §2), only staff write', async () => {
    const { call, office, client, p } = await fresh()
    expect((await call('GET', '/v1/api/persons/9999/career-histories', office)).status).toBe(404)
    expect((await call('POST', '/v1/api/persons/9999/career-histories', office, row())).status).toBe(404)
    const a = (await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row())).body
    // The client account opens the career-history pages (no permission requirement), so it reads the rows…
    const list = await call('GET', `/v1/api/persons/${p.id}/career-histories`, client)
    expect(list.status).toBe(200)
    expect(list.body.items.every((h: { editable: boolean }) => h.editable === false)).toBe(true)
    expect((await call('GET', `/v1/api/career-histories/${a.id}`, client)).status).toBe(200)
    // …but changes none.
    expect((await call('POST', `/v1/api/persons/${p.id}/career-histories`, client, row({ started_on: '2001-01-01', ended_on: '2001-12-31' }))).status).toBe(403)
    expect((await call('DELETE', `/v1/api/career-histories/${a.id}`, client)).status).toBe(403)
    expect((await call('GET', `/v1/api/persons/${p.id}/career-histories`)).status).toBe(401)
  })

  // Issue #13 item 3: a career row follows its person's write rule.
  it('lets sales change the career rows of persons they own only', async () => {
    const { call, office, sales, p } = await fresh()
    const theirs = (await call('POST', '/v1/api/persons', office, { ...row(), ...personOwnedBy(5) })).body
    const mineRow = (await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row())).body
    const theirRow = (await call('POST', `/v1/api/persons/${theirs.id}/career-histories`, office, row())).body
    const listed = await call('GET', `/v1/api/persons/${theirs.id}/career-histories`, sales)
    expect(listed.status).toBe(200)
    expect(listed.body.items.find((h: { id: number }) => h.id === theirRow.id).editable).toBe(false)
    expect((await call('GET', `/v1/api/career-histories/${mineRow.id}`, sales)).body.editable).toBe(true)

    const refused = await call('PUT', `/v1/api/career-histories/${theirRow.id}`, sales, { ...row(), position: '部長', updated_at: theirRow.updated_at })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/only the career history of persons they own/)
    expect((await call('DELETE', `/v1/api/career-histories/${theirRow.id}`, sales)).status).toBe(403)
    expect((await call('POST', '/v1/api/career-histories/bulk-delete', sales, { ids: [mineRow.id, theirRow.id] })).status).toBe(403)
    expect((await call('POST', `/v1/api/persons/${theirs.id}/career-histories`, sales, row({ started_on: '2001-01-01', ended_on: '2001-12-31' }))).status).toBe(403)
    // Nothing changed, and the row of their own person is theirs to change.
    expect((await call('GET', `/v1/api/career-histories/${theirRow.id}`, office)).body.position).toBe('担当')
    expect((await call('PUT', `/v1/api/career-histories/${mineRow.id}`, sales, { ...row(), position: '部長', updated_at: mineRow.updated_at })).status).toBe(200)
    expect((await call('POST', `/v1/api/persons/${p.id}/career-histories`, sales, row({ started_on: '2001-01-01', ended_on: '2001-12-31' }))).status).toBe(201)
    expect((await call('DELETE', `/v1/api/career-histories/${mineRow.id}`, sales)).status).toBe(200)
  })

  it('deletes a row and undoes it', async () => {
    const { call, office, p } = await fresh()
    const a = (await call('POST', `/v1/api/persons/${p.id}/career-histories`, office, row())).body
    const del = await call('DELETE', `/v1/api/career-histories/${a.id}`, office)
    expect(del.status).toBe(200)
    expect((await call('GET', `/v1/api/career-histories/${a.id}`, office)).status).toBe(404)
    await call('POST', '/v1/api/career-histories/restore', office, { undo: del.body.undo })
    expect((await call('GET', `/v1/api/career-histories/${a.id}`, office)).status).toBe(200)
  })
})
