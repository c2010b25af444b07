import { WriteConflict, type Database } from '../db/database'
import { HttpError, toResponse, type HandlerResult } from './http'
import { isQuotaError, storageFull } from './storage-errors'
import type { Match, Method, Router } from './router'

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Reads a JSON body; malformed JSON is the caller's mistake (400), not ours. */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const text = await request.text()
  if (!text.trim()) return undefined
  const type = request.headers.get('Content-Type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, { message: 'Malformed JSON body' })
  }
}

/**
 * Answers a request from the router, or returns undefined when no route matches (pass-through).
 * Never throws and never hangs: a failing handler is a 500 with a message.
 */
export async function dispatch(router: Router, db: Database, request: Request, now = Date.now()): Promise<HandlerResult | undefined> {
  const url = new URL(request.url)
  const method = request.method.toUpperCase()
  let match: Match | undefined
  try {
    match = METHODS.includes(method) ? router.match(method, url.pathname) : undefined
    if (!match) {
      if (router.hasPath(url.pathname)) return { status: 405, body: { message: `${method} is not allowed on ${url.pathname}` } }
      return undefined
    }
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body }
    throw error
  }
  try {
    const body = await readBody(request)
    return await match.handler({
      db,
      method: method as Method,
      path: url.pathname,
      params: match.params,
      query: url.searchParams,
      body,
      headers: request.headers,
      now,
    })
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.body }
    // A write raced another one and lost: nothing was written, the caller may reload and retry.
    if (error instanceof WriteConflict) return { status: 409, body: { message: error.message, current: error.current } }
    if (isQuotaError(error)) return storageFull()
    console.error('[demo server]', method, url.pathname, error)
    return { status: 500, body: { message: error instanceof Error ? error.message : 'Internal error' } }
  }
}

export async function dispatchToResponse(router: Router, db: Database, request: Request): Promise<Response | undefined> {
  const result = await dispatch(router, db, request)
  return result && toResponse(result)
}
