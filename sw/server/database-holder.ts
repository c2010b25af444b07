import type { Database } from '../db/database'
import { dispatch } from './dispatch'
import type { HandlerResult } from './http'
import type { Router } from './router'

/**
 * The worker's one database connection, reopened when storage was cleared or evicted under it
 * (#13 defect 4): the next request opens and reseeds a fresh database instead of reading stale
 * memory and answering every write with "The database connection is closing".
 */
export class DatabaseHolder {
  private current: Promise<Database> | undefined

  constructor(
    private readonly open: () => Promise<Database>,
    /** Told when the data had to be set up again (the worker tells the open pages). */
    private readonly onReset: (reason: 'deleted') => void = () => {},
  ) {}

  async get(): Promise<Database> {
    if (this.current) {
      const db = await this.current.catch(() => undefined)
      if (db && !db.lost) return db
      if (db?.lost === 'superseded') return db // a newer worker takes over; its pages reload
      if (db?.lost === 'deleted') this.onReset('deleted')
      this.current = undefined
    }
    this.current = this.open()
    return this.current
  }

  /** Drops the connection now (e.g. it failed to open), so the next request opens a new one. */
  forget(): void {
    this.current = undefined
  }
}

/** A superseded worker's answer: the page should reload onto the new version. */
const SUPERSEDED: HandlerResult = { status: 503, body: { message: 'A new version of the app is starting. Reload the page.' }, headers: { 'Retry-After': '1' } }

/**
 * Dispatches with the holder's database. A request that was running while the database was
 * deleted under it is answered once more on the fresh database rather than failing.
 */
export async function dispatchHeld(router: Router, holder: DatabaseHolder, request: Request): Promise<HandlerResult | undefined> {
  const copy = request.clone()
  const db = await holder.get()
  if (db.lost === 'superseded') return SUPERSEDED
  const result = await dispatch(router, db, request)
  if (db.lost === 'deleted' && result && result.status >= 500) return dispatch(router, await holder.get(), copy)
  return result
}
