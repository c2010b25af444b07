import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createDemoRouter } from '../../../../sw/handlers'
import { dispatch } from '../../../../sw/server/dispatch'
import { openTestDb, signIn } from '../../support/demo-server'
import { KANBAN_MISSING_ITEM_FIELDS } from '../../../../src/core/api/contract/demo/kanban'

/**
 * #13 figures: a seeded fuzz over every endpoint of the demo server. Malformed paths, queries,
 * bodies and tokens from every role: never a thrown error (a network error in the page), never an
 * unexpected 5xx, never an unhandled rejection, and the stores stay consistent afterwards.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2400)
const SEED = Number(process.env.FUZZ_SEED ?? 1313)

const weird = fc.constantFrom('%E0%A4%A', '%', '%%', '%FF', '..', '-1', '0', '1.5', '1e309', '9007199254740993', 'NaN', 'null', '<script>alert(1)</script>', 'あ', '%E3%81%82', ' ', "'; DROP TABLE x; --", 'a'.repeat(300))
const param = fc.oneof(fc.integer({ min: 1, max: 80 }).map(String), weird, fc.string({ maxLength: 12 }).map(encodeURIComponent))
const queryValue = fc.oneof(fc.constantFrom('', '-1', '0', '1', '5', '100', 'abc', 'asc', 'desc', 'name', 'id', 'created_at', 'true', '%', '<img src=x onerror=alert(1)>', '1e9'), fc.string({ maxLength: 10 }))
const queryKey = fc.constantFrom('q', 'page', 'itemsPerPage', 'sortBy', 'orderBy', 'status', 'role', 'plan', 'industry', 'company_id', 'sales', 'analyst_status', 'card_status', 'calendars', 'label', 'folder', 'from', 'to', 'id')
const json = fc.jsonValue({ maxDepth: 3 })
const xss = '<img src=x onerror=alert(document.cookie)>'
const body = fc.oneof(
  fc.constant(undefined),
  json.map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"a":', 'null', '[]', '""', '{"ids":"1"}', '{"ids":[1,2,3]}', '{"ids":[-1]}', '{"undo":"x"}', JSON.stringify({ name: xss, title: xss, full_name: xss, website: 'javascript:alert(1)', url: 'javascript:alert(1)' })),
  fc.dictionary(fc.constantFrom('name', 'name_kana', 'title', 'full_name', 'email', 'company_id', 'person_id', 'updated_at', 'status', 'ids', 'files', 'process_name', 'start', 'end', 'role', 'url', 'website'), json).map((o) => JSON.stringify(o)),
)

describe('robustness fuzz', () => {
  it(`answers ${REQUESTS} fuzzed requests over every endpoint without a network error, an unexpected 5xx or an unhandled rejection`, { timeout: 240_000 }, async () => {
    const router = createDemoRouter()
    const routes = router.list()
    const db = await openTestDb()
    const tokens = [undefined, 'garbage-token', ...(await Promise.all(['admin@demo.com', 'office@demo.com', 'sales@demo.com', 'client@demo.com'].map((e) => signIn(db, e))))]
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})

    const request = fc.record({
      route: fc.integer({ min: 0, max: routes.length - 1 }),
      params: fc.array(param, { minLength: 4, maxLength: 4 }),
      query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
      body,
      token: fc.integer({ min: 0, max: tokens.length - 1 }),
    })
    const samples = fc.sample(request, { numRuns: REQUESTS, seed: SEED })
    // Every endpoint is hit at least a few times, whatever the sample.
    const all = [...routes.flatMap((_, route) => [0, 1, 2].map((k) => ({ ...samples[k], route, token: 2 + (k % 4) }))), ...samples]

    const statuses = new Map<number, number>()
    // Spec §8: the kanban board answers a missing item title with a "generic network error" 500.
    let expected5xx = 0
    const bad: string[] = []
    for (const s of all) {
      const { method, pattern } = routes[s.route]
      let i = 0
      const path = pattern.replace(/:\w+/g, () => s.params[i++ % s.params.length])
      const query = s.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
      const headers = new Headers({ 'Content-Type': 'application/json' })
      if (tokens[s.token]) headers.set('Authorization', `Bearer ${tokens[s.token]}`)
      const label = `${method} ${path}${query ? '?' + query : ''} ${String(s.body ?? '').slice(0, 80)}`
      try {
        const init: RequestInit = { method, headers, body: method === 'GET' ? undefined : s.body }
        const result = await dispatch(router, db, new Request(`http://localhost${path}${query ? '?' + query : ''}`, init))
        const status = result?.status ?? 0
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        // 0 = passed through to the network: a path no route takes (an empty or `..` segment).
        const specified = pattern === '/api/apps/kanban/item/add' && (result?.body as { message?: string } | undefined)?.message === KANBAN_MISSING_ITEM_FIELDS
        if (specified) expected5xx++
        else if (status >= 500) bad.push(`${status} ${label} ${String(JSON.stringify(result?.body)).slice(0, 200)}`)
      } catch (error) {
        bad.push(`threw ${String(error)} ${label}`)
      }
    }
    await new Promise((r) => setTimeout(r, 50))
    process.off('unhandledRejection', onUnhandled)
    const logged = errors.mock.calls.map((c) => c.map(String).join(' ').slice(0, 200))
    errors.mockRestore()

    console.log(`[fuzz] ${all.length} requests over ${routes.length} endpoints, seed ${SEED}; ${expected5xx} specified 500s (kanban §8); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`)
    expect(all.length).toBeGreaterThanOrEqual(2000)
    expect(bad).toEqual([])
    expect(unhandled).toEqual([])
    expect(logged).toEqual([])

    // Store totals consistent afterwards: every product list agrees with itself and with the store.
    const admin = tokens[2]!
    for (const [path, store] of [['/v1/api/companies', 'companies'], ['/v1/api/persons', 'persons'], ['/v1/api/career-histories', 'careerHistories'], ['/v1/api/group-roles', 'groupRoles'], ['/v1/api/processes', 'processes']] as const) {
      const res = await dispatch(router, db, new Request(`http://localhost${path}?itemsPerPage=-1`, { headers: { Authorization: `Bearer ${admin}` } }))
      if (res?.status !== 200) continue // an endpoint that lists only inside a parent
      const list = res.body as { items: unknown[]; total: number }
      expect(list.total, path).toBe(list.items.length)
      expect(list.total, path).toBe((await db.all(store)).length)
    }
  })
})
