import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb'
import { MIGRATIONS, REFERENCE_STORES, SCHEMA_VERSION, STORES, type StoreName } from './stores'
import type { FixtureSource } from './fixtures'

export const DB_NAME = 'meishi-demo-server'
type Key = IDBValidKey
type Raw = IDBPDatabase<unknown>
type Tx = IDBPTransaction<unknown, StoreName[], 'readwrite'>

/**
 * Read-modify-write guard: the record a change was computed from (read before the transaction,
 * e.g. from the cache). The write goes through only if the stored record is still that version,
 * checked inside the same transaction; otherwise `WriteConflict` aborts the whole transaction.
 * `null` means "the record must not exist yet".
 */
export type BasedOn = { basedOn: unknown }

/** Writes inside one transaction. Await only these calls inside `write`, or IndexedDB commits early. */
export type WriteTx = {
  get<T>(store: StoreName, key: Key): Promise<T | undefined>
  all<T>(store: StoreName): Promise<T[]>
  put<T>(store: StoreName, value: T, guard?: BasedOn): Promise<void>
  delete(store: StoreName, key: Key, guard?: BasedOn): Promise<void>
  clear(store: StoreName): Promise<void>
}

type Change = { store: StoreName; key: Key; value?: unknown; deleted?: true } | { store: StoreName; cleared: true }
type Cached = { byKey: Map<Key, unknown>; list?: unknown[] }

const keyOf = (store: StoreName, value: unknown): Key => (value as Record<string, Key>)[STORES[store].keyPath]

/**
 * Another writer changed (or removed) the record between the read a change was based on and the
 * write: the transaction is aborted and nothing is written. The dispatcher answers 409.
 */
export class WriteConflict extends Error {
  constructor(
    readonly store: StoreName,
    readonly key: Key,
    /** The stored record now (undefined when it was deleted). */
    readonly current: unknown,
    /** True when the write meant to create the record. */
    readonly creating = false,
  ) {
    super(
      creating
        ? 'Another request created a record with the same id at the same moment. Try again.'
        : current === undefined
          ? 'This record was deleted by someone else.'
          : 'This record was changed by someone else. Reload it to see the latest version.',
    )
  }
}

/** Same version: by `updated_at` when the records carry one, else by content. */
function sameVersion(stored: unknown, base: unknown): boolean {
  if (stored === undefined || base === null || base === undefined) return (stored === undefined) === (base === null || base === undefined)
  const a = (stored as { updated_at?: unknown }).updated_at
  const b = (base as { updated_at?: unknown }).updated_at
  if (a !== undefined || b !== undefined) return a === b
  return JSON.stringify(stored) === JSON.stringify(base)
}

/**
 * The demo server's data. Reads are served from an in-memory copy of each store (the worker is
 * the only writer), so list queries over 100,000 rows don't pay for IndexedDB on every request.
 */
export class Database {
  private readonly cache = new Map<StoreName, Cached>()
  private readonly seeding = new Map<StoreName, Promise<void>>()

  /**
   * Why this connection can no longer be used, once it can't: the database was deleted or the
   * browser dropped it (storage cleared or evicted), or a newer worker upgrades it. The worker
   * then opens a fresh one (sw/server/database-holder.ts) instead of answering 500s.
   */
  lost: 'deleted' | 'superseded' | undefined

  private constructor(
    readonly raw: Raw,
    private readonly fixtures: FixtureSource,
  ) {}

  static async open(fixtures: FixtureSource, name = DB_NAME): Promise<Database> {
    const ref: { database?: Database } = {}
    const raw = await openDB(name, SCHEMA_VERSION, {
      upgrade(db, oldVersion, _newVersion, tx) {
        for (const [store, def] of Object.entries(STORES)) {
          if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath: def.keyPath })
        }
        for (let v = oldVersion + 1; v <= SCHEMA_VERSION; v++) MIGRATIONS[v]?.(tx as unknown as IDBTransaction)
      },
      blocking(_current, blockedVersion) {
        // Someone deletes the database (blockedVersion null) or a newer worker upgrades it: let them.
        raw.close()
        if (ref.database) ref.database.lost = blockedVersion === null ? 'deleted' : 'superseded'
      },
      terminated() {
        // The browser closed the connection: site data cleared, storage evicted.
        if (ref.database) ref.database.lost = 'deleted'
      },
    })
    ref.database = new Database(raw, fixtures)
    return ref.database
  }

  close(): void {
    this.raw.close()
  }

  /** Forgets the in-memory copies (after another writer, e.g. the benchmark, filled a store). */
  clearCache(): void {
    this.cache.clear()
  }

  async all<T>(store: StoreName): Promise<readonly T[]> {
    const c = await this.load(store)
    c.list ??= [...c.byKey.values()]
    return c.list as T[]
  }

  async get<T>(store: StoreName, key: Key): Promise<T | undefined> {
    const c = await this.load(store)
    return c.byKey.get(normalizeKey(key, c)) as T | undefined
  }

  async put<T>(store: StoreName, value: T): Promise<void> {
    await this.write([store], (tx) => tx.put(store, value))
  }

  async delete(store: StoreName, key: Key): Promise<void> {
    await this.write([store], (tx) => tx.delete(store, key))
  }

  /** Next numeric id: the largest id + 1 (1 for an empty store). */
  async nextId(store: StoreName): Promise<number> {
    let max = 0
    for (const key of (await this.load(store)).byKey.keys()) if (typeof key === 'number' && key > max) max = key
    return max + 1
  }

  /** A singleton document from the `documents` store. */
  async document<T>(key: string): Promise<T | undefined> {
    return (await this.get<{ key: string; value: T }>('documents', key))?.value
  }

  /** Runs `fn` in one readwrite transaction over `stores`: all of it is written, or none. */
  async write<R>(stores: StoreName[], fn: (tx: WriteTx) => Promise<R> | R): Promise<R> {
    await Promise.all(stores.map((s) => this.ensureSeeded(s)))
    // `meta` rides along so deletes can leave tombstones in the same transaction.
    const tx = this.raw.transaction([...new Set<StoreName>([...stores, 'meta'])], 'readwrite') as unknown as Tx
    const changes: Change[] = []
    const check = async (store: StoreName, key: Key, guard?: BasedOn) => {
      if (!guard) return
      const stored = await tx.objectStore(store).get(key)
      if (!sameVersion(stored, guard.basedOn)) throw new WriteConflict(store, key, stored, guard.basedOn === null)
    }
    const wtx: WriteTx = {
      get: async (store, key) => (await tx.objectStore(store).get(key)) as never,
      all: async (store) => (await tx.objectStore(store).getAll()) as never,
      put: async (store, value, guard) => {
        await check(store, keyOf(store, value), guard)
        await tx.objectStore(store).put(value)
        changes.push({ store, key: keyOf(store, value), value })
      },
      delete: async (store, key, guard) => {
        await check(store, key, guard)
        await tx.objectStore(store).delete(key)
        const meta = tx.objectStore('meta')
        const tomb = ((await meta.get(`tomb:${store}`)) as { keys: Key[] } | undefined)?.keys ?? []
        await meta.put({ key: `tomb:${store}`, keys: [...tomb, key] })
        changes.push({ store, key, deleted: true })
      },
      clear: async (store) => {
        await tx.objectStore(store).clear()
        changes.push({ store, cleared: true })
      },
    }
    let result: R
    try {
      result = await fn(wtx)
    } catch (error) {
      try {
        tx.abort()
      } catch {
        // already finished
      }
      await tx.done.catch(() => undefined)
      throw error
    }
    await tx.done
    this.apply(changes)
    return result
  }

  private apply(changes: Change[]): void {
    for (const change of changes) {
      const c = this.cache.get(change.store)
      if (!c) continue
      c.list = undefined
      if ('cleared' in change) c.byKey.clear()
      else if (change.deleted) c.byKey.delete(change.key)
      else c.byKey.set(change.key, change.value)
    }
  }

  private async load(store: StoreName): Promise<Cached> {
    const hit = this.cache.get(store)
    if (hit) return hit
    await this.ensureSeeded(store)
    const tx = this.raw.transaction(store, 'readonly')
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
    const byKey = new Map<Key, unknown>()
    for (let i = 0; i < keys.length; i++) byKey.set(keys[i], values[i])
    const loaded: Cached = { byKey, list: values }
    this.cache.set(store, this.cache.get(store) ?? loaded)
    return this.cache.get(store)!
  }

  /**
   * First start: writes the store's fixture. Later fixture versions add records, never overwrite or
   * revive; only reference stores (never written by users) are replaced whole.
   */
  ensureSeeded(store: StoreName): Promise<void> {
    if (store === 'meta') return Promise.resolve()
    let p = this.seeding.get(store)
    if (!p) {
      p = this.seed(store).catch((error) => {
        this.seeding.delete(store)
        throw error
      })
      this.seeding.set(store, p)
    }
    return p
  }

  private async seed(store: StoreName): Promise<void> {
    const marker = (await this.raw.get('meta', `seed:${store}`)) as { version: number } | undefined
    const fixture = await this.fixtures(store)
    if (!fixture || (marker && marker.version >= fixture.version)) return
    const tx = this.raw.transaction([store, 'meta'], 'readwrite')
    const target = tx.objectStore(store)
    const meta = tx.objectStore('meta')
    // Requests are not awaited one by one (fast bulk seed); a failing one (storage full) fails the
    // whole transaction, reported once by `tx.done`: the per-request rejections are expected.
    const quiet = (p: Promise<unknown>) => void p.catch(() => undefined)
    if (marker && REFERENCE_STORES.has(store)) quiet(target.clear())
    const tomb = new Set(((await meta.get(`tomb:${store}`)) as { keys: Key[] } | undefined)?.keys ?? [])
    const existing = marker && !REFERENCE_STORES.has(store) ? new Set(await target.getAllKeys()) : new Set<Key>()
    for (const record of fixture.records) {
      const key = keyOf(store, record)
      if (!existing.has(key) && !tomb.has(key)) quiet(target.put(record))
    }
    quiet(meta.put({ key: `seed:${store}`, version: fixture.version }))
    await tx.done
  }
}

/** Path params arrive as strings; numeric stores are keyed by numbers. */
function normalizeKey(key: Key, c: Cached): Key {
  if (typeof key === 'string' && !c.byKey.has(key) && /^-?\d+$/.test(key)) return Number(key)
  return key
}
