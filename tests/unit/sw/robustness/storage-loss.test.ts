import { afterEach, describe, expect, it, vi } from 'vitest'
import { Database } from '../../../../sw/db/database'
import { DatabaseHolder, dispatchHeld } from '../../../../sw/server/database-holder'
import { createDemoRouter } from '../../../../sw/handlers'
import { STORAGE_FULL_MESSAGE } from '../../../../sw/server/storage-errors'
import { call, diskFixtures, signIn } from '../../support/demo-server'
import { PNG } from '../product/process-helpers'

const router = createDemoRouter()
const request = (method: string, path: string, body?: unknown, token?: string) =>
  new Request(`http://localhost${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const req = indexedDB.deleteDatabase(name)
    req.onsuccess = () => resolve()
    req.onerror = () => reject(req.error)
  })

afterEach(() => vi.restoreAllMocks())

describe('storage cleared under a running worker (#13 defect 4)', () => {
  it('notices, reopens and reseeds: sign-in and writes work again, reads are not stale, the pages are told', async () => {
    const name = `holder-${Math.random()}`
    const resets: string[] = []
    const holder = new DatabaseHolder(() => Database.open(diskFixtures, name), (why) => resets.push(why))
    const login = async () => dispatchHeld(router, holder, request('POST', '/api/auth/login', { email: 'office@demo.com', password: 'office' }))
    const first = await login()
    expect(first?.status).toBe(201)
    const token = (first?.body as { accessToken: string }).accessToken
    const made = await dispatchHeld(router, holder, request('POST', '/v1/api/companies', { name: '株式会社消える', name_kana: 'キエル' }, token))
    expect(made?.status).toBe(201)

    await deleteDatabase(name)

    // The old session went with the data: 401, not a 500 "connection is closing".
    const stale = await dispatchHeld(router, holder, request('GET', `/v1/api/companies/${(made?.body as { id: number }).id}`, undefined, token))
    expect(stale?.status).toBe(401)
    expect(resets).toEqual(['deleted'])
    const again = await login()
    expect(again?.status).toBe(201)
    const fresh = (again?.body as { accessToken: string }).accessToken
    const list = await dispatchHeld(router, holder, request('GET', '/v1/api/companies?itemsPerPage=-1', undefined, fresh))
    expect((list?.body as { total: number }).total).toBe(60)
    const write = await dispatchHeld(router, holder, request('POST', '/v1/api/companies', { name: '株式会社もどる', name_kana: 'モドル' }, fresh))
    expect(write?.status).toBe(201)
  })
})

describe('storage full (#13 defect 5)', () => {
  it('an upload that does not fit is a 507 saying what to do, and nothing is half-written', async () => {
    const db = await Database.open(diskFixtures, `quota-${Math.random()}`)
    const token = await signIn(db, 'office@demo.com')
    const before = await call(db, 'GET', '/v1/api/processes?itemsPerPage=-1', { token })
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    // The device runs out of space when the photos are written.
    const put = IDBObjectStore.prototype.put
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'images') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return put.apply(this, args)
    })
    const files = [1, 2, 3].map((i) => ({ file_name: `card-${i}.png`, data_url: PNG }))
    const res = await call(db, 'POST', '/v1/api/processes', { token, body: { process_name: 'Fair', files } })
    vi.restoreAllMocks()
    await new Promise((r) => setTimeout(r, 50))
    process.off('unhandledRejection', onUnhandled)
    expect(res.status).toBe(507)
    expect(res.body.message).toBe(STORAGE_FULL_MESSAGE)
    const after = await call(db, 'GET', '/v1/api/processes?itemsPerPage=-1', { token })
    expect(after.body.total).toBe(before.body.total)
    expect(unhandled).toEqual([])
  })
})
