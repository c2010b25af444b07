import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, signIn } from '../../support/demo-server'
import { analyse, emptyProcessDb, upload } from './process-helpers'

let db: Database
let sales: string
beforeEach(async () => {
  db = await emptyProcessDb()
  sales = await signIn(db, 'sales@demo.com')
})

const good = { full_name: '山田 太郎', email: 'taro@sakura-shoji.example.jp', phone_number: '03-1234-5678', company: '株式会社サクラ商事' }

describe('analysis results', () => {
  it('move progress and failed as cards finish', async () => {
    const { process, cards } = await upload(db, sales, 3)
    expect((await analyse(db, sales, process.id, cards[0].id, good)).body.process).toMatchObject({ progress: 1, failed: 0 })
    const failed = await analyse(db, sales, process.id, cards[1].id, { company: '株式会社サクラ商事' }, 'fail')
    expect(failed.body.card).toMatchObject({ analyst_status: 'fail', err_msg: 'No name found' })
    expect(failed.body.process).toMatchObject({ progress: 2, failed: 1, total: 3 })
    const card = await call(db, 'GET', `/v1/api/processes/${process.id}/namecards/${cards[0].id}`, { token: sales })
    expect(card.body).toMatchObject({ ...good, analyst_status: 'success' })
  })

  it('refuses a second result for the same card (409) and stores "success" without contact as a failure', async () => {
    const { process, cards } = await upload(db, sales, 2)
    await analyse(db, sales, process.id, cards[0].id, good)
    expect((await analyse(db, sales, process.id, cards[0].id, good)).status).toBe(409)
    const weak = await analyse(db, sales, process.id, cards[1].id, { full_name: '山田 太郎' })
    expect(weak.body.card.analyst_status).toBe('fail')
    expect(weak.body.card.err_msg).toMatch(/No e-mail or phone number found/)
  })

  it('filters cards by analyst_status and card_status', async () => {
    const { process, cards } = await upload(db, sales, 3)
    await analyse(db, sales, process.id, cards[0].id, good)
    await analyse(db, sales, process.id, cards[1].id, {}, 'fail')
    const base = `/v1/api/processes/${process.id}/namecards`
    expect((await call(db, 'GET', `${base}?analyst_status=success`, { token: sales })).body.total).toBe(1)
    expect((await call(db, 'GET', `${base}?analyst_status=fail`, { token: sales })).body.total).toBe(1)
    expect((await call(db, 'GET', `${base}?analyst_status=pending`, { token: sales })).body.total).toBe(1)
    expect((await call(db, 'GET', `${base}?card_status=uncheck`, { token: sales })).body.total).toBe(3)
    expect((await call(db, 'GET', `${base}?card_status=nonsense`, { token: sales })).status).toBe(400)
    expect((await call(db, 'GET', `/v1/api/processes/999/namecards`, { token: sales })).status).toBe(404)
  })
})

describe('the analysis queue', () => {
  it('leases cards with their images, and gives them back after the lease or a release', async () => {
    const { process, cards } = await upload(db, sales, 2)
    const now = Date.now()
    const first = await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 1 }, now })
    expect(first.body.items).toHaveLength(1)
    expect(first.body.items[0].card.id).toBe(cards[0].id)
    expect(first.body.items[0].image).toMatch(/^data:image\/png;base64,/)
    // The leased card is not handed out twice while its lease runs.
    const second = await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 5 }, now })
    expect(second.body.items.map((i: any) => i.card.id)).toEqual([cards[1].id])
    // After a reload (lease over) the card is claimable again.
    const later = await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 5, process_id: process.id }, now: now + 120_000 })
    expect(later.body.items.map((i: any) => i.card.id)).toEqual([cards[0].id, cards[1].id])
    await call(db, 'POST', '/v1/api/analysis/release', { token: sales, body: { ids: [cards[0].id] }, now: now + 120_000 })
    const again = await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 5 }, now: now + 120_001 })
    expect(again.body.items.map((i: any) => i.card.id)).toEqual([cards[0].id])
  })

  it('never leases one card twice to claims made at once (a tab reads two cards side by side)', async () => {
    const { cards } = await upload(db, sales, 3)
    const now = Date.now()
    const claims = await Promise.all([1, 2, 3].map(() => call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 1, holder: 'tab-a' }, now })))
    const ids = claims.flatMap((c) => c.body.items.map((i: any) => i.card.id))
    expect([...ids].sort((a, b) => a - b)).toEqual(cards.map((c) => c.id).sort((a, b) => a - b))
  })

  it('gives back every card a tab leased when it asks by its id: a reload cut off the claim\'s answer', async () => {
    const { cards } = await upload(db, sales, 3)
    const now = Date.now()
    await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 2, holder: 'tab-a' }, now })
    await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 1, holder: 'tab-b' }, now })
    // Another tab's id gives back nothing; the tab's own gives back its two, without naming them.
    expect((await call(db, 'POST', '/v1/api/analysis/release', { token: sales, body: { holder: 'tab-c' }, now: now + 1 })).body.released).toBe(0)
    expect((await call(db, 'POST', '/v1/api/analysis/release', { token: sales, body: { holder: 'tab-a' }, now: now + 1 })).body.released).toBe(2)
    const again = await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: { limit: 5 }, now: now + 2 })
    expect(again.body.items.map((i: any) => i.card.id)).toEqual([cards[0].id, cards[1].id])
    expect((await call(db, 'POST', '/v1/api/analysis/release', { token: sales, body: { holder: 7 }, now: now + 3 })).status).toBe(400)
  })

  it('fails a card that keeps getting lost instead of looping', async () => {
    const { process, cards } = await upload(db, sales, 1)
    let now = Date.now()
    for (let i = 0; i < 3; i++) {
      expect((await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: {}, now })).body.items).toHaveLength(1)
      now += 100_000
    }
    expect((await call(db, 'POST', '/v1/api/analysis/claim', { token: sales, body: {}, now })).body.items).toHaveLength(0)
    const card = await call(db, 'GET', `/v1/api/processes/${process.id}/namecards/${cards[0].id}`, { token: sales })
    expect(card.body).toMatchObject({ analyst_status: 'fail' })
    expect(card.body.err_msg).toMatch(/3 attempts/)
    expect((await call(db, 'GET', `/v1/api/processes/${process.id}`, { token: sales })).body).toMatchObject({ progress: 1, failed: 1 })
  })

  it('re-runs failed cards: back to not analysed and queued, counters follow', async () => {
    const { process, cards } = await upload(db, sales, 2)
    await analyse(db, sales, process.id, cards[0].id, good)
    await analyse(db, sales, process.id, cards[1].id, {}, 'fail')
    const base = `/v1/api/processes/${process.id}/namecards`
    expect((await call(db, 'POST', `${base}/rerun`, { token: sales, body: { ids: [cards[0].id] } })).status).toBe(409)
    const rerun = await call(db, 'POST', `${base}/rerun`, { token: sales, body: {} })
    expect(rerun.status).toBe(200)
    expect(rerun.body.items.map((c: any) => c.id)).toEqual([cards[1].id])
    expect((await call(db, 'GET', `/v1/api/processes/${process.id}`, { token: sales })).body).toMatchObject({ progress: 1, failed: 0 })
    expect((await analyse(db, sales, process.id, cards[1].id, good)).status).toBe(200)
  })
})

describe('PUT a name card', () => {
  it('corrects fields, validates them, turns a fixed failure into a success and refuses stale writes', async () => {
    const { process, cards } = await upload(db, sales, 1)
    await analyse(db, sales, process.id, cards[0].id, { company: '株式会社サクラ商事' }, 'fail')
    const url = `/v1/api/processes/${process.id}/namecards/${cards[0].id}`
    const current = (await call(db, 'GET', url, { token: sales })).body
    const bad = await call(db, 'PUT', url, { token: sales, body: { ...good, email: 'not-an-email', postal_code: '1000005', full_name_kana: 'yamada', updated_at: current.updated_at } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'full_name_kana', 'postal_code'])
    // Full-width input is accepted and normalised.
    const fixed = await call(db, 'PUT', url, { token: sales, body: { ...good, phone_number: '０３－１２３４－５６７８', postal_code: '〒１００－０００５', full_name_kana: 'ﾔﾏﾀﾞ　ﾀﾛｳ', updated_at: current.updated_at } })
    expect(fixed.status).toBe(200)
    expect(fixed.body).toMatchObject({ analyst_status: 'success', err_msg: '', phone_number: '03-1234-5678', postal_code: '100-0005', full_name_kana: 'ヤマダ タロウ' })
    expect((await call(db, 'GET', `/v1/api/processes/${process.id}`, { token: sales })).body).toMatchObject({ progress: 1, failed: 0 })
    const stale = await call(db, 'PUT', url, { token: sales, body: { ...good, updated_at: current.updated_at } })
    expect(stale.status).toBe(409)
  })
})
