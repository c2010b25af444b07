import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortOrder } from '../api/contract/common'

// The list state as it lives in the URL: parse with fallbacks (hand-typed URLs never break a page),
// and write only what differs from the defaults, so links stay short.

export type ListState = {
  q: string
  page: number
  itemsPerPage: number
  sortBy?: string
  orderBy?: SortOrder
  filters: Record<string, string>
}

export type ListDefaults = {
  itemsPerPage?: number
  sortBy?: string
  orderBy?: SortOrder
  filters?: Record<string, string>
}

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 ? n : undefined
}

export function readListState(params: URLSearchParams, filterNames: readonly string[], defaults: ListDefaults = {}, prefix = ''): ListState {
  const get = (key: string) => params.get(prefix + key)
  const size = positiveInt(get('itemsPerPage'))
  const order = get('orderBy')
  const filters: Record<string, string> = { ...defaults.filters }
  for (const name of filterNames) {
    const value = get(name)
    if (value !== null) filters[name] = value
  }
  const sortBy = get('sortBy') ?? defaults.sortBy
  return {
    q: get('q') ?? '',
    page: positiveInt(get('page')) ?? DEFAULT_PAGE,
    itemsPerPage: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : (defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE),
    sortBy: sortBy || undefined,
    orderBy: sortBy ? (order === 'asc' || order === 'desc' ? order : (defaults.orderBy ?? 'asc')) : undefined,
    filters,
  }
}

/** Writes `state` into a copy of `params`, leaving keys of other lists and other features alone. */
export function writeListState(params: URLSearchParams, state: ListState, filterNames: readonly string[], defaults: ListDefaults = {}, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params)
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(prefix + key)
    else next.set(prefix + key, String(value))
  }
  put('q', state.q.trim())
  put('page', state.page, DEFAULT_PAGE)
  put('itemsPerPage', state.itemsPerPage, defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE)
  const defaultSort = state.sortBy === defaults.sortBy && state.orderBy === (defaults.orderBy ?? 'asc')
  put('sortBy', defaultSort ? undefined : state.sortBy)
  put('orderBy', defaultSort ? undefined : state.orderBy)
  for (const name of filterNames) put(name, state.filters[name], defaults.filters?.[name])
  return next
}

/** The request query a list endpoint understands (DESIGN.md §3), empty values left out. */
export function toRequestQuery(state: ListState, extra: Record<string, string | number | boolean | undefined> = {}): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { page: state.page, itemsPerPage: state.itemsPerPage }
  if (state.q.trim()) query.q = state.q.trim()
  if (state.sortBy) {
    query.sortBy = state.sortBy
    query.orderBy = state.orderBy ?? 'asc'
  }
  for (const [k, v] of Object.entries({ ...state.filters, ...extra })) if (v !== undefined && v !== '') query[k] = v
  return query
}
