import * as v from 'valibot'
import type { StoreName } from '../../db/stores'
import { WriteConflict, type WriteTx } from '../../db/database'
import { HttpError, fail, ok, created, type HandlerResult } from '../../server/http'
import { readListParams, runListQuery, type SortValue } from '../../server/list-query'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission, type LoginUser } from '../../server/session'
import { parseWith } from '../../server/validate'
import type { PermissionName } from '../../../src/core/api/contract/auth'

/**
 * Generic product resource over one object store (DESIGN.md §3 product API).
 *
 * Routes (see `registerCrud`), with `base` = `/v1/api/<resource>`:
 *   GET    base                 list: q, page, itemsPerPage, sortBy, orderBy + filters → {items, total, page, itemsPerPage}
 *   GET    base/:id             one record, 404 {message}
 *   POST   base                 create, 201 with the record; 400 {message, fields}
 *   PUT    base/:id             update; 409 {message, current} when the sent updated_at is stale
 *   DELETE base/:id             200 {deleted: [id], undo}; 409 {message, dependants} when refused
 *   POST   base/bulk-delete     body {ids: number[]}: all or nothing, same answers as DELETE
 *   POST   base/restore         body {undo}: puts back what a delete removed (the list's "Undo")
 * Reads need one of `read`, writes one of `write` (403); `authorize` adds finer rules.
 */
export type StoredRecord = { id: number; created_at: string; updated_at: string }

export type HookContext<T> = { ctx: RequestContext; user: LoginUser; existing?: T }

/** A delete that would break other records: 409 naming them. */
export type Dependants = { message: string; dependants: { id: number; label: string; type: string }[] }

export type CrudSpec<T extends StoredRecord, I> = {
  store: StoreName
  /** Singular noun for messages ("Company"). */
  label: string
  schema: v.GenericSchema<unknown, I>
  /** From ACCESS_POLICY (src/core/api/contract/access-policy.ts); [] = any signed-in user. */
  read: readonly PermissionName[]
  write: readonly PermissionName[]
  /** Searched for `q`; a function of the request when it needs other stores (e.g. the company name). */
  search?: Dyn<ReadonlyArray<(row: T) => unknown>>
  sorters?: Dyn<Readonly<Record<string, (row: T) => SortValue>>>
  /** Filters read from the query string (e.g. `industry=IT`); every one returned must hold. */
  filters?: (query: URLSearchParams, ctx: RequestContext) => Promise<Array<(row: T) => boolean>> | Array<(row: T) => boolean>
  /** Default order when no sortBy is sent. */
  defaultSort?: { sortBy: string; orderBy: 'asc' | 'desc' }
  /** Nested resources (`persons/:id/career-histories`): rows in scope and fields every new row gets. 404 inside when the parent is missing. */
  scope?: (ctx: RequestContext) => Promise<{ match: (row: T) => boolean; fields: Partial<T> }>
  /** Finer write rules (e.g. sales edits only their own persons): throw HttpError(403). `input` is undefined on delete. */
  authorize?: (hook: HookContext<T>, input?: I) => Promise<void> | void
  /** Parsed input -> stored fields (without id/created_at/updated_at). Default: the input minus updated_at. */
  normalize?: (input: I, hook: HookContext<T>) => Promise<Omit<T, keyof StoredRecord>> | Omit<T, keyof StoredRecord>
  /** Business rules over the record about to be stored: throw HttpError(400) with a clear message. */
  validate?: (record: T, hook: HookContext<T>) => Promise<void> | void
  /** Referential rules: return dependants to refuse the delete (409). */
  beforeDelete?: (ids: number[], ctx: RequestContext, user: LoginUser) => Promise<Dependants | undefined>
  /** Records removed together with the deleted ones (e.g. a person's career rows); restored by Undo too. */
  cascade?: Array<{ store: StoreName; match: (row: StoredRecord & Record<string, unknown>, ids: Set<number>) => boolean }>
  /** Extra writes in the same transaction after a create/update (e.g. keep sign-in accounts in step), over `afterWriteStores`. */
  afterWrite?: (tx: WriteTx, record: T, hook: HookContext<T>) => Promise<void>
  afterWriteStores?: StoreName[]
  /** Shapes a record for the client (e.g. adds a company name). Runs on lists for the page only. */
  present?: (rows: T[], ctx: RequestContext) => Promise<unknown[]> | unknown[]
}

type Dyn<X> = X | ((ctx: RequestContext) => Promise<X>)
const resolve = async <X>(value: Dyn<X> | undefined, ctx: RequestContext): Promise<X | undefined> =>
  typeof value === 'function' ? (value as (ctx: RequestContext) => Promise<X>)(ctx) : value

type Trash = { key: string; records: { store: StoreName; value: unknown }[]; expiresAt: number }
/** Undo is offered for a while after a delete (the toast shows for seconds; this is generous). */
export const UNDO_MS = 24 * 3600_000

const BulkIds = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1, 'Choose at least one record'), v.maxLength(1000, 'Too many records at once')),
})
const RestoreBody = v.object({ undo: v.pipe(v.string(), v.nonEmpty('The undo token is required')) })

/** The stored timestamp, strictly later than the previous one so a stale check never passes by accident. */
export function stamp(now: number, previous?: string): string {
  const t = previous && Date.parse(previous) >= now ? Date.parse(previous) + 1 : now
  return new Date(t).toISOString()
}

const idParam = (ctx: RequestContext, name = 'id'): number => {
  const id = Number(ctx.params[name])
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, { message: 'Not found' })
  return id
}

export function createCrud<T extends StoredRecord, I>(spec: CrudSpec<T, I>) {
  const notFound = () => new HttpError(404, { message: `${spec.label} not found` })
  const present = async (rows: T[], ctx: RequestContext) => (spec.present ? spec.present(rows, ctx) : rows)

  async function inScope(ctx: RequestContext) {
    return spec.scope ? spec.scope(ctx) : { match: () => true, fields: {} as Partial<T> }
  }

  async function load(ctx: RequestContext, id: number): Promise<T> {
    const row = await ctx.db.get<T>(spec.store, id)
    if (!row) throw notFound()
    if (spec.scope && !(await spec.scope(ctx)).match(row)) throw notFound()
    return row
  }

  async function list(ctx: RequestContext): Promise<HandlerResult> {
    await requirePermission(ctx, ...spec.read)
    const scope = await inScope(ctx)
    const params = readListParams(ctx.query, spec.defaultSort)
    const filters = [scope.match, ...((await spec.filters?.(ctx.query, ctx)) ?? [])]
    const rows = await ctx.db.all<T>(spec.store)
    const [search, sorters] = await Promise.all([resolve(spec.search, ctx), resolve(spec.sorters, ctx)])
    const result = runListQuery(rows, params, { search, sorters, filters })
    return ok({ items: await present(result.items, ctx), total: result.total, page: result.page, itemsPerPage: result.itemsPerPage })
  }

  async function get(ctx: RequestContext): Promise<HandlerResult> {
    await requirePermission(ctx, ...spec.read)
    const row = await load(ctx, idParam(ctx))
    return ok((await present([row], ctx))[0])
  }

  async function build(input: I, hook: HookContext<T>, id: number, scopeFields: Partial<T>): Promise<T> {
    const fields = spec.normalize
      ? await spec.normalize(input, hook)
      : (({ updated_at: _ignored, ...rest }) => rest)(input as I & { updated_at?: string })
    const record = {
      // Fields the input does not carry (a nested row's parent id) survive an update.
      ...hook.existing,
      ...fields,
      ...scopeFields,
      id,
      created_at: hook.existing?.created_at ?? stamp(hook.ctx.now),
      updated_at: stamp(hook.ctx.now, hook.existing?.updated_at),
    } as unknown as T
    await spec.validate?.(record, hook)
    return record
  }

  /** Stores the record only if the stored one is still the version it was built from (or still absent, for a create). */
  async function save(record: T, hook: HookContext<T>): Promise<void> {
    await hook.ctx.db.write([spec.store, ...(spec.afterWriteStores ?? [])], async (tx) => {
      await tx.put(spec.store, record, { basedOn: hook.existing ?? null })
      await spec.afterWrite?.(tx, record, hook)
    })
  }

  /** The loser of a write race: 409 with the record as it is now, like a stale updated_at. */
  async function conflict(error: WriteConflict, ctx: RequestContext): Promise<HandlerResult> {
    if (error.current === undefined) return fail(409, `This ${spec.label.toLowerCase()} was deleted by someone else.`)
    return { status: 409, body: { message: `This ${spec.label.toLowerCase()} was changed by someone else. Reload it to see the latest version.`, current: (await present([error.current as T], ctx))[0] } }
  }

  async function create(ctx: RequestContext): Promise<HandlerResult> {
    const user = await requirePermission(ctx, ...spec.write)
    const scope = await inScope(ctx)
    const input = parseWith(spec.schema, ctx.body ?? {})
    const hook: HookContext<T> = { ctx, user }
    await spec.authorize?.(hook, input)
    // Two creates at once may pick the same next id; the later one takes the following id.
    for (let attempt = 0; ; attempt++) {
      const record = await build(input, hook, await ctx.db.nextId(spec.store), scope.fields)
      try {
        await save(record, hook)
        return created((await present([record], ctx))[0])
      } catch (error) {
        if (!(error instanceof WriteConflict) || attempt >= 5) throw error
      }
    }
  }

  async function update(ctx: RequestContext): Promise<HandlerResult> {
    const user = await requirePermission(ctx, ...spec.write)
    const existing = await load(ctx, idParam(ctx))
    const input = parseWith(spec.schema, ctx.body ?? {})
    const sent = (input as { updated_at?: string }).updated_at
    if (sent && sent !== existing.updated_at) {
      return { status: 409, body: { message: `This ${spec.label.toLowerCase()} was changed by someone else. Reload it to see the latest version.`, current: (await present([existing], ctx))[0] } }
    }
    const hook: HookContext<T> = { ctx, user, existing }
    await spec.authorize?.(hook, input)
    const scope = await inScope(ctx)
    const record = await build(input, hook, existing.id, scope.fields)
    try {
      await save(record, hook)
    } catch (error) {
      if (error instanceof WriteConflict && error.store === spec.store) return conflict(error, ctx)
      throw error
    }
    return ok((await present([record], ctx))[0])
  }

  /** Deletes ids (all found, all allowed) with their cascades in one transaction, keeping a copy for Undo. */
  async function removeMany(ctx: RequestContext, ids: number[]): Promise<HandlerResult> {
    const user = await requirePermission(ctx, ...spec.write)
    const unique = [...new Set(ids)]
    const rows: T[] = []
    for (const id of unique) {
      const row = await load(ctx, id)
      await spec.authorize?.({ ctx, user, existing: row })
      rows.push(row)
    }
    const refused = await spec.beforeDelete?.(unique, ctx, user)
    if (refused) return { status: 409, body: refused }
    const idSet = new Set(unique)
    const cascaded: { store: StoreName; value: StoredRecord }[] = []
    for (const c of spec.cascade ?? []) {
      for (const row of await ctx.db.all<StoredRecord & Record<string, unknown>>(c.store)) if (c.match(row, idSet)) cascaded.push({ store: c.store, value: row })
    }
    const undo = `trash:${spec.store}:${ctx.now}:${crypto.randomUUID()}`
    const trash: Trash = { key: undo, expiresAt: ctx.now + UNDO_MS, records: [...rows.map((value) => ({ store: spec.store, value })), ...cascaded] }
    const stores = [...new Set<StoreName>([spec.store, ...cascaded.map((c) => c.store)])]
    try {
      await ctx.db.write(stores, async (tx) => {
        // Each row only as it was checked above: a row changed meanwhile refuses the whole delete.
        for (const r of trash.records) await tx.delete(r.store, (r.value as StoredRecord).id, { basedOn: r.value })
        await tx.put('meta', trash)
      })
    } catch (error) {
      if (error instanceof WriteConflict && error.store === spec.store) return conflict(error, ctx)
      throw error
    }
    return ok({ deleted: unique, undo })
  }

  async function remove(ctx: RequestContext): Promise<HandlerResult> {
    return removeMany(ctx, [idParam(ctx)])
  }

  async function bulkRemove(ctx: RequestContext): Promise<HandlerResult> {
    const { ids } = parseWith(BulkIds, ctx.body ?? {})
    return removeMany(ctx, ids)
  }

  async function restore(ctx: RequestContext): Promise<HandlerResult> {
    await requirePermission(ctx, ...spec.write)
    const { undo } = parseWith(RestoreBody, ctx.body ?? {})
    const trash = await ctx.db.get<Trash>('meta', undo)
    if (!trash || !undo.startsWith(`trash:${spec.store}:`) || trash.expiresAt <= ctx.now) return fail(410, 'This delete can no longer be undone')
    const stores = [...new Set(trash.records.map((r) => r.store))]
    for (const r of trash.records) {
      if (await ctx.db.get(r.store, (r.value as StoredRecord).id)) return fail(409, 'A record with the same id exists again; the delete cannot be undone')
    }
    await ctx.db.write(stores, async (tx) => {
      for (const r of trash.records) await tx.put(r.store, r.value, { basedOn: null })
      // Spent: overwrite rather than delete (a delete would leave a tombstone in meta).
      await tx.put('meta', { key: undo, records: [], expiresAt: 0 })
    })
    return ok({ restored: trash.records.filter((r) => r.store === spec.store).map((r) => (r.value as StoredRecord).id) })
  }

  return { spec, list, get, create, update, remove, bulkRemove, restore, load }
}

export type Crud = ReturnType<typeof createCrud<StoredRecord, unknown>>

/** Wires a resource's routes under `base` (e.g. `/v1/api/companies`). */
export function registerCrud(router: Router, base: string, crud: Pick<Crud, 'list' | 'get' | 'create' | 'update' | 'remove' | 'bulkRemove' | 'restore'>): void {
  router.get(base, crud.list)
  router.post(base, crud.create)
  router.post(`${base}/bulk-delete`, crud.bulkRemove)
  router.post(`${base}/restore`, crud.restore)
  router.get(`${base}/:id`, crud.get)
  router.put(`${base}/:id`, crud.update)
  router.delete(`${base}/:id`, crud.remove)
}

/** Query-string helpers for filters. */
export const queryNumber = (query: URLSearchParams, name: string): number | undefined => {
  const raw = query.get(name)
  if (raw === null || raw.trim() === '') return undefined
  const n = Number(raw)
  return Number.isFinite(n) ? n : undefined
}
export const queryText = (query: URLSearchParams, name: string): string | undefined => {
  const raw = query.get(name)?.trim()
  return raw ? raw : undefined
}
