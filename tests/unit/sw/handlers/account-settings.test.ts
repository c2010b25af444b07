import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../../../sw/db/database'
import { call, openTestDb, signIn } from '../../support/demo-server'

let db: Database
let office: string
let sales: string
beforeEach(async () => {
  db = await openTestDb()
  ;[office, sales] = await Promise.all([signIn(db, 'office@demo.com'), signIn(db, 'sales@demo.com')])
})

const get = (token: string) => call(db, 'GET', '/api/pages/account-settings', { token })
const put = (token: string, section: string, body: unknown) => call(db, 'PUT', `/api/pages/account-settings/${section}`, { token, body })
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('account settings', () => {
  it('start from the signed-in account and need a sign-in', async () => {
    const res = await get(office)
    expect(res.status).toBe(200)
    expect(res.body.account.email).toBe('office@demo.com')
    expect(res.body.account.avatar).toBe('')
    expect(res.body.deactivated).toBe(false)
    expect(res.body.security.twoStep.enabled).toBe(false)
    expect(res.body).not.toHaveProperty('pendingTwoStep')
    expect((await call(db, 'GET', '/api/pages/account-settings')).status).toBe(401)
  })

  it('save each section, per account, and keep it', async () => {
    const { account, notification, connection, billing } = (await get(office)).body
    const saved = await put(office, 'account', { ...account, firstName: '花子', avatar: PNG_1PX })
    expect(saved.status).toBe(200)
    expect(saved.body.account).toMatchObject({ firstName: '花子', avatar: PNG_1PX })
    notification.matrix.newDevice.app = true
    notification.when = 'never'
    expect((await put(office, 'notification', notification)).status).toBe(200)
    connection.services.slack = true
    expect((await put(office, 'connection', connection)).status).toBe(200)
    expect((await put(office, 'billing', { ...billing, companyName: '株式会社サクラ商事' })).status).toBe(200)
    expect((await put(office, 'plan', { plan: 'enterprise', cycle: 'annual' })).body.plan).toMatchObject({ plan: 'enterprise', cycle: 'annual' })

    const again = (await get(office)).body
    expect(again.account.firstName).toBe('花子')
    expect(again.notification.matrix.newDevice.app).toBe(true)
    expect(again.notification.when).toBe('never')
    expect(again.connection.services.slack).toBe(true)
    expect(again.billing.companyName).toBe('株式会社サクラ商事')
    expect(again.plan.plan).toBe('enterprise')
    // Another account is untouched.
    expect((await get(sales)).body.account.firstName).not.toBe('花子')
  })

  it('answer 400 naming each bad field, and store nothing', async () => {
    const { account, billing } = (await get(office)).body
    const bad = await put(office, 'account', { ...account, firstName: ' ', email: 'nope', zipCode: '1234', country: 'XX' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['firstName', 'email', 'zipCode', 'country']))
    const gif = await put(office, 'account', { ...account, avatar: 'data:image/svg+xml;base64,PHN2Zz4=' })
    expect(gif.body.fields.avatar).toEqual(['Choose a JPG, PNG or GIF picture'])
    const huge = await put(office, 'account', { ...account, avatar: `data:image/png;base64,${'A'.repeat(1_100_000)}` })
    expect(huge.body.fields.avatar).toEqual(['The picture may be at most 800 KB'])
    expect((await put(office, 'billing', { ...billing, billingEmail: '' })).status).toBe(400)
    expect((await put(office, 'plan', { plan: 'gold', cycle: 'monthly' })).status).toBe(400)
    expect((await put(office, 'notification', { when: 'online' })).status).toBe(400)
    expect((await put(office, 'nothing', {})).status).toBe(404)
    expect((await get(office)).body.account).toEqual(account)
  })

  it('change the sign-in password only with the right current one and valid rules', async () => {
    const change = (body: unknown) => call(db, 'POST', '/api/pages/account-settings/password', { token: office, body })
    const wrong = await change({ current: 'nope', password: 'New#Pass1', confirm: 'New#Pass1' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.fields.current).toEqual(['The current password is not correct'])
    expect((await change({ current: 'office', password: 'short', confirm: 'short' })).body.fields.password).toBeDefined()
    expect((await change({ current: 'office', password: 'New#Pass1', confirm: 'Other#1a' })).body.fields.confirm).toEqual(['The two passwords do not match'])
    const done = await change({ current: 'office', password: 'New#Pass1', confirm: 'New#Pass1' })
    expect(done.status).toBe(200)
    expect(done.body.security.passwordChangedAt).toEqual(expect.any(String))
    await expect(signIn(db, 'office@demo.com', 'New#Pass1')).resolves.toEqual(expect.any(String))
    await expect(signIn(db, 'office@demo.com', 'office')).rejects.toThrow()
  })

  it('turn two-step on with the code just sent, and off again', async () => {
    const tooEarly = await call(db, 'PUT', '/api/pages/account-settings/two-step', { token: office, body: { enabled: true, phone: '090-1234-5678', code: '123456' } })
    expect(tooEarly.status).toBe(400)
    expect((await call(db, 'POST', '/api/pages/account-settings/two-step/code', { token: office, body: { phone: '12' } })).status).toBe(400)
    const sent = await call(db, 'POST', '/api/pages/account-settings/two-step/code', { token: office, body: { phone: '090-1234-5678' } })
    expect(sent.status).toBe(200)
    expect(sent.body.demoCode).toMatch(/^\d{6}$/)
    const other = sent.body.demoCode === '000000' ? '111111' : '000000'
    const bad = await call(db, 'PUT', '/api/pages/account-settings/two-step', { token: office, body: { enabled: true, phone: '090-1234-5678', code: other } })
    expect(bad.body.fields.code).toEqual(['The code is not correct'])
    const on = await call(db, 'PUT', '/api/pages/account-settings/two-step', { token: office, body: { enabled: true, phone: '090-1234-5678', code: sent.body.demoCode } })
    expect(on.status).toBe(200)
    expect(on.body.security.twoStep).toEqual({ enabled: true, phone: '090-1234-5678' })
    const off = await call(db, 'PUT', '/api/pages/account-settings/two-step', { token: office, body: { enabled: false } })
    expect(off.body.security.twoStep).toEqual({ enabled: false, phone: '' })
  })

  it('deactivate only when confirmed; then other changes are refused until reactivated', async () => {
    expect((await call(db, 'POST', '/api/pages/account-settings/deactivate', { token: office, body: {} })).status).toBe(400)
    const done = await call(db, 'POST', '/api/pages/account-settings/deactivate', { token: office, body: { confirm: true } })
    expect(done.body.deactivated).toBe(true)
    const { notification } = (await get(office)).body
    expect((await put(office, 'notification', notification)).status).toBe(403)
    const back = await call(db, 'POST', '/api/pages/account-settings/reactivate', { token: office })
    expect(back.body.deactivated).toBe(false)
    expect((await put(office, 'notification', notification)).status).toBe(200)
  })
})

describe('PATCH /api/pages/profile/connections', () => {
  it('toggles the flag by name, kept in the connections tab and the profile list', async () => {
    const people = (await call(db, 'GET', '/api/pages/profile?tab=connections')).body
    const first = people[0]
    const res = await call(db, 'PATCH', '/api/pages/profile/connections', { body: { name: first.name, isConnected: !first.isConnected } })
    expect(res.status).toBe(200)
    expect(res.body.isConnected).toBe(!first.isConnected)
    const after = (await call(db, 'GET', '/api/pages/profile?tab=connections')).body
    expect(after[0].isConnected).toBe(!first.isConnected)
    const about = (await call(db, 'GET', '/api/pages/profile?tab=profile')).body
    const friend = about.connections.find((c: { name: string }) => c.name === first.name)
    if (friend) expect(friend.isFriend).toBe(!first.isConnected)
    expect((await call(db, 'PATCH', '/api/pages/profile/connections', { body: { name: 'Nobody', isConnected: true } })).status).toBe(404)
    expect((await call(db, 'PATCH', '/api/pages/profile/connections', { body: { name: first.name } })).status).toBe(400)
  })
})

describe('GET /api/pages/profile/projects-table', () => {
  it('searches, sorts and pages the profile projects through the list engine', async () => {
    const all = await call(db, 'GET', '/api/pages/profile/projects-table?itemsPerPage=-1')
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(all.body.items.length)
    expect(all.body.total).toBeGreaterThan(5)
    const first = await call(db, 'GET', '/api/pages/profile/projects-table')
    expect(first.body.items).toHaveLength(5)
    const sorted = await call(db, 'GET', '/api/pages/profile/projects-table?sortBy=status&orderBy=desc&itemsPerPage=-1')
    const statuses = sorted.body.items.map((r: { status: number }) => r.status)
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a))
    const name = all.body.items[2].name as string
    const found = await call(db, 'GET', `/api/pages/profile/projects-table?q=${encodeURIComponent(name.slice(0, 6).toLowerCase())}`)
    expect(found.body.items.map((r: { name: string }) => r.name)).toContain(name)
    const page2 = await call(db, 'GET', '/api/pages/profile/projects-table?page=2&itemsPerPage=5')
    expect(page2.body.items).toEqual(all.body.items.slice(5, 10))
  })
})
