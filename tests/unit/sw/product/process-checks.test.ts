import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, signIn } from '../../support/demo-server'
import { analyse, check, emptyProcessDb, upload } from './process-helpers'

let db: Database
let sales: string
let office: string
let admin: string
beforeEach(async () => {
  db = await emptyProcessDb()
  sales = await signIn(db, 'sales@demo.com')
  office = await signIn(db, 'office@demo.com')
  admin = await signIn(db, 'admin@demo.com')
})

const hanako = { full_name: '鈴木 花子', email: 'hanako@midori-giken.example.jp', phone_number: '06-6345-1212', company: '株式会社ミドリ技研', department: '開発部', position: '課長' }

async function analysedCards(count: number, fields = hanako) {
  const { process, cards } = await upload(db, sales, count)
  for (const c of cards) await analyse(db, sales, process.id, c.id, fields)
  return { process, ids: cards.map((c) => c.id) as number[] }
}

describe('check transitions', () => {
  it('uncheck → checked_by_office by office, → checked_by_sales by sales', async () => {
    const { process, ids } = await analysedCards(2)
    const officeCheck = await check(db, office, process.id, ids, 'checked_by_office')
    expect(officeCheck.status).toBe(200)
    expect(officeCheck.body.items.map((c: any) => c.card_status)).toEqual(['checked_by_office', 'checked_by_office'])
    const salesCheck = await check(db, sales, process.id, [ids[0]], 'checked_by_sales')
    expect(salesCheck.status).toBe(200)
    expect(salesCheck.body.items[0].card_status).toBe('checked_by_sales')
    const list = await call(db, 'GET', `/v1/api/processes/${process.id}/namecards?card_status=checked_by_sales`, { token: sales })
    expect(list.body.total).toBe(1)
  })

  it('refuses a missing permission with 403', async () => {
    const { process, ids } = await analysedCards(1)
    expect((await check(db, sales, process.id, ids, 'checked_by_office')).status).toBe(403)
    await check(db, office, process.id, ids, 'checked_by_office')
    expect((await check(db, office, process.id, ids, 'checked_by_sales')).status).toBe(403)
    // Admin may do both.
    expect((await check(db, admin, process.id, ids, 'checked_by_sales')).status).toBe(200)
  })

  it('refuses any other transition with 409, all or nothing', async () => {
    const { process, ids } = await analysedCards(2)
    const skip = await check(db, admin, process.id, ids, 'checked_by_sales')
    expect(skip.status).toBe(409)
    expect(skip.body.ids).toEqual(ids)
    await check(db, office, process.id, [ids[0]], 'checked_by_office')
    const mixed = await check(db, office, process.id, ids, 'checked_by_office')
    expect(mixed.status).toBe(409)
    expect(mixed.body.ids).toEqual([ids[0]])
    // Nothing of the refused batch was written.
    const second = await call(db, 'GET', `/v1/api/processes/${process.id}/namecards/${ids[1]}`, { token: office })
    expect(second.body.card_status).toBe('uncheck')
    await check(db, sales, process.id, [ids[0]], 'checked_by_sales')
    expect((await check(db, sales, process.id, [ids[0]], 'checked_by_sales')).status).toBe(409)
  })

  it('refuses cards that failed or are not analysed yet', async () => {
    const { process, cards } = await upload(db, sales, 2)
    await analyse(db, sales, process.id, cards[0].id, {}, 'fail')
    const res = await check(db, office, process.id, [cards[0].id, cards[1].id], 'checked_by_office')
    expect(res.status).toBe(409)
    expect(res.body.ids).toEqual([cards[0].id, cards[1].id])
    expect((await check(db, office, 999, [cards[0].id], 'checked_by_office')).status).toBe(404)
    expect((await call(db, 'POST', `/v1/api/processes/${process.id}/namecards/check`, { token: office, body: { ids: [cards[0].id], card_status: 'uncheck' } })).status).toBe(400)
  })
})

describe('merge into persons and companies', () => {
  async function throughChecks(fields = hanako) {
    const { process, ids } = await analysedCards(1, fields)
    await check(db, office, process.id, ids, 'checked_by_office')
    const res = await check(db, sales, process.id, ids, 'checked_by_sales')
    expect(res.status).toBe(200)
    return { process, id: ids[0], merged: res.body.merged[0] }
  }

  it('creates the person and company from a sales-checked card', async () => {
    const { merged } = await throughChecks()
    expect(merged).toMatchObject({ person_created: true, company_created: true })
    const person = await call(db, 'GET', `/v1/api/persons/${merged.person_id}`, { token: sales })
    expect(person.body).toMatchObject({ full_name: '鈴木 花子', email: hanako.email, phone_number: '06-6345-1212', company_id: merged.company_id, department: '開発部', position: '課長', sales: 3 })
    const company = await call(db, 'GET', `/v1/api/companies/${merged.company_id}`, { token: sales })
    expect(company.body).toMatchObject({ name: '株式会社ミドリ技研', phone_number: '06-6345-1212' })
  })

  it('is idempotent: merging again creates nothing new', async () => {
    const { process, id, merged } = await throughChecks()
    const count = async (url: string) => (await call(db, 'GET', `${url}?itemsPerPage=-1`, { token: admin })).body.total as number
    const before = [await count('/v1/api/persons'), await count('/v1/api/companies'), await count(`/v1/api/persons/${merged.person_id}/career-histories`)]
    const again = await call(db, 'POST', `/v1/api/processes/${process.id}/namecards/${id}/merge`, { token: sales })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ person_id: merged.person_id, company_id: merged.company_id, person_created: false, company_created: false })
    // A second card of the same person at the same company (spelled (株)) updates, never duplicates.
    await throughChecks({ ...hanako, company: '(株)ミドリ技研', phone_number: '090-1111-2222' })
    const after = [await count('/v1/api/persons'), await count('/v1/api/companies'), await count(`/v1/api/persons/${merged.person_id}/career-histories`)]
    expect(after).toEqual(before)
    const person = await call(db, 'GET', `/v1/api/persons/${merged.person_id}`, { token: sales })
    expect(person.body.phone_number).toBe('090-1111-2222')
  })

  it('gives a known person at a new company a career-history row and closes the previous one', async () => {
    const first = await throughChecks()
    const moved = await throughChecks({ ...hanako, company: '株式会社アオバ物流', department: '物流企画部', position: '部長' })
    expect(moved.merged).toMatchObject({ person_id: first.merged.person_id, person_created: false, company_created: true })
    const rows = (await call(db, 'GET', `/v1/api/persons/${first.merged.person_id}/career-histories?itemsPerPage=-1`, { token: sales })).body.items as any[]
    const current = rows.filter((r) => r.ended_on === null)
    expect(current).toHaveLength(1)
    expect(current[0]).toMatchObject({ company_name: '株式会社アオバ物流', source: `namecard:${moved.id}`, position: '部長' })
    const previous = rows.find((r) => r.source === `namecard:${first.id}`)
    expect(previous.ended_on).not.toBeNull()
    // Same e-mail, same person: the person now works at the new company.
    const person = await call(db, 'GET', `/v1/api/persons/${first.merged.person_id}`, { token: sales })
    expect(person.body.company_id).toBe(moved.merged.company_id)
    // Merging the move again adds no row.
    await call(db, 'POST', `/v1/api/processes/${moved.process.id}/namecards/${moved.id}/merge`, { token: admin })
    expect((await call(db, 'GET', `/v1/api/persons/${first.merged.person_id}/career-histories`, { token: sales })).body.total).toBe(rows.length)
  })

  it('matches by name and company when the card has no e-mail', async () => {
    const first = await throughChecks()
    const second = await throughChecks({ ...hanako, email: '', phone_number: '06-0000-1111' })
    expect(second.merged.person_id).toBe(first.merged.person_id)
  })
})
