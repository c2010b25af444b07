import { readFile } from 'node:fs/promises'
import { Database } from '../../../sw/db/database'
import type { Fixture, FixtureSource } from '../../../sw/db/fixtures'
import { dispatch } from '../../../sw/server/dispatch'
import type { Router } from '../../../sw/server/router'
import { createDemoRouter } from '../../../sw/handlers'

/** The committed fixtures, read from disk as the worker reads them from its precache. */
export const diskFixtures: FixtureSource = async (store) => {
  try {
    return JSON.parse(await readFile(new URL(`../../../public/fixtures/${store}.json`, import.meta.url), 'utf8')) as Fixture
  } catch {
    return undefined
  }
}

let counter = 0
/** A fresh database per test (fake-indexeddb), seeded from the committed fixtures unless told otherwise. */
export const openTestDb = (fixtures: FixtureSource = diskFixtures) => Database.open(fixtures, `test-db-${++counter}-${Math.random()}`)

export type CallOptions = { body?: unknown; token?: string; rawBody?: string; now?: number; headers?: Record<string, string> }
export type CallResult<T = any> = { status: number; body: T }

/** Sends one request through the real router and dispatcher, as the worker would. */
export async function call<T = any>(db: Database, method: string, url: string, options: CallOptions = {}, router: Router = createDemoRouter()): Promise<CallResult<T>> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('Content-Type', 'application/json')
  }
  const request = new Request(new URL(url, 'http://localhost'), { method, headers, body })
  const result = await dispatch(router, db, request, options.now ?? Date.now())
  if (!result) return { status: -1, body: undefined as T }
  // Round-trip through JSON like a real response, so tests see what the client sees.
  return { status: result.status, body: result.body === undefined ? (undefined as T) : JSON.parse(JSON.stringify(result.body)) }
}

/** Signs in a demo account and returns its bearer token. */
export async function signIn(db: Database, email: string, password = email.split('@')[0], now?: number): Promise<string> {
  const res = await call(db, 'POST', '/api/auth/login', { body: { email, password }, now })
  if (res.status !== 201) throw new Error(`sign-in failed for ${email}: ${res.status}`)
  return res.body.accessToken as string
}
