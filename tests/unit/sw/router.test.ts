import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { Router } from '../../../sw/server/router'
import { dispatch } from '../../../sw/server/dispatch'
import { parseWith } from '../../../sw/server/validate'
import { ok } from '../../../sw/server/http'
import { openTestDb } from '../support/demo-server'

const req = (method: string, path: string, body?: string) => new Request(`http://localhost${path}`, { method, body, headers: { 'Content-Type': 'application/json' } })

describe('router and dispatcher', () => {
  it('matches params and prefers literal segments', async () => {
    const router = new Router().get('/api/users/:id', (c) => ok({ id: c.params.id })).get('/api/users/me', () => ok('me'))
    const db = await openTestDb()
    expect((await dispatch(router, db, req('GET', '/api/users/42')))?.body).toEqual({ id: '42' })
    expect((await dispatch(router, db, req('GET', '/api/users/me')))?.body).toBe('me')
  })
  it('passes unknown paths through and answers 405 for a known path with another method', async () => {
    const router = new Router().get('/api/x', () => ok(1))
    const db = await openTestDb()
    expect(await dispatch(router, db, req('GET', '/api/unknown'))).toBeUndefined()
    expect((await dispatch(router, db, req('DELETE', '/api/x')))?.status).toBe(405)
  })
  it('turns malformed JSON into a 400 with a message', async () => {
    const router = new Router().post('/api/x', (c) => ok(c.body))
    const res = await dispatch(router, await openTestDb(), req('POST', '/api/x', '{"a":'))
    expect(res).toEqual({ status: 400, body: { message: 'Malformed JSON body' } })
  })
  it('turns schema mismatches into a 400 naming the field', async () => {
    const schema = v.object({ title: v.string('title must be text') })
    const router = new Router().post('/api/x', (c) => ok(parseWith(schema, c.body)))
    const res = await dispatch(router, await openTestDb(), req('POST', '/api/x', '{"title":3}'))
    expect(res?.status).toBe(400)
    expect(res?.body).toMatchObject({ message: 'title: title must be text', fields: { title: ['title must be text'] } })
  })
  it('turns a handler exception into a 500 with a message', async () => {
    const router = new Router().get('/api/boom', () => {
      throw new Error('kaboom')
    })
    const original = console.error
    console.error = () => {}
    const res = await dispatch(router, await openTestDb(), req('GET', '/api/boom'))
    console.error = original
    expect(res).toEqual({ status: 500, body: { message: 'kaboom' } })
  })
  it('answers malformed percent-encoding in a :param with a 400, never a throw', async () => {
    const db = await openTestDb()
    const router = new Router().get('/api/users/:id', (c) => ok(c.params.id)).delete('/api/things/:id', () => ok(1))
    expect(await dispatch(router, db, req('GET', '/api/users/%E0%A4%A'))).toEqual({ status: 400, body: { message: 'Malformed percent-encoding in the path: "%E0%A4%A"' } })
    expect((await dispatch(router, db, req('GET', '/api/users/%')))?.status).toBe(400)
    // Another method on the same (malformed) path is still a 405, and unknown paths still pass through.
    expect((await dispatch(router, db, req('GET', '/api/things/%E0%A4%A')))?.status).toBe(405)
    expect(await dispatch(router, db, req('GET', '/api/unknown/%E0%A4%A'))).toBeUndefined()
    // Well-formed encoding is decoded as before.
    expect((await dispatch(router, db, req('GET', '/api/users/%E3%81%82')))?.body).toBe('あ')
  })
  it('answers malformed paths on the real demo routes with a 400', async () => {
    const db = await openTestDb()
    const { createDemoRouter } = await import('../../../sw/handlers')
    const router = createDemoRouter()
    for (const path of ['/v1/api/users/%E0%A4%A', '/api/apps/invoice/%E0%A4%A', '/v1/api/companies/%FF']) {
      const res = await dispatch(router, db, req('GET', path))
      expect(res?.status, path).toBe(400)
    }
  })
})
