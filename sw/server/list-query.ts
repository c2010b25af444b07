import { compareFolded, foldKana, matchesSearch, parseSearch } from './text-fold'

// One list-query engine for every list endpoint: search, filters, sort, then paginate.
// Spec §5/§9: default page 1 and size 10, non-numeric values fall back, the total is the filtered count.
export type SortOrder = 'asc' | 'desc'

export type ListParams = {
  q: string
  page: number
  /** -1 means every row (the tables' "All" option). */
  itemsPerPage: number
  sortBy?: string
  orderBy: SortOrder
}

export type SortValue = string | number | boolean | null | undefined
export type ListSpec<T> = {
  /**
   * Values searched for `q`: width-, case- and kana-insensitive; a Japanese `q` ignores whitespace
   * and each of its words must occur in one of them (text-fold.ts).
   */
  search?: ReadonlyArray<(row: T) => unknown>
  /** Every filter must hold. */
  filters?: ReadonlyArray<(row: T) => boolean>
  /** sortBy name -> key. An unknown sortBy leaves the order as it is. */
  sorters?: Readonly<Record<string, (row: T) => SortValue>>
}

export type ListResult<T> = { items: T[]; total: number; page: number; itemsPerPage: number; totalPages: number }

export const DEFAULT_PAGE = 1
export const DEFAULT_ITEMS_PER_PAGE = 10

const int = (raw: string | null, fallback: number): number => {
  if (raw === null || raw.trim() === '') return fallback
  const n = Number(raw)
  return Number.isInteger(n) ? n : fallback
}

export function readListParams(query: URLSearchParams, defaults: Partial<ListParams> = {}): ListParams {
  const page = int(query.get('page'), defaults.page ?? DEFAULT_PAGE)
  const size = int(query.get('itemsPerPage'), defaults.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE)
  const order = query.get('orderBy')
  return {
    q: query.get('q') ?? defaults.q ?? '',
    page: page >= 1 ? page : DEFAULT_PAGE,
    itemsPerPage: size === -1 || size >= 1 ? size : DEFAULT_ITEMS_PER_PAGE,
    sortBy: query.get('sortBy') || defaults.sortBy || undefined,
    orderBy: order === 'desc' || order === 'asc' ? order : (defaults.orderBy ?? 'asc'),
  }
}

/** Whether `value` matches the search box text `q`, as every list searches (for handlers' own filters). */
export const textMatches = (q: string, value: unknown): boolean => matchesSearch(parseSearch(q), [value])

// Sort keys are folded once per row: strings compare kana-folded (Japanese order), numbers as numbers.
const sortKey = (v: SortValue): SortValue => (typeof v === 'string' ? foldKana(v) : v)

function compare(a: SortValue, b: SortValue): number {
  // Empty values sort last in ascending order, first in descending: the usual table behaviour.
  const aEmpty = a === null || a === undefined || a === ''
  const bEmpty = b === null || b === undefined || b === ''
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return compareFolded(typeof a === 'string' ? a : foldKana(String(a)), typeof b === 'string' ? b : foldKana(String(b)))
}

/** Filters and sorts (without paginating): for handlers that need the whole filtered list. */
export function filterAndSort<T>(rows: readonly T[], params: ListParams, spec: ListSpec<T>): T[] {
  const needle = parseSearch(params.q)
  const search = spec.search ?? []
  const filters = spec.filters ?? []
  const out: T[] = []
  for (const row of rows) {
    if (needle.terms.length && search.length && !matchesSearch(needle, search.map((get) => get(row)))) continue
    if (!filters.every((f) => f(row))) continue
    out.push(row)
  }
  const key = params.sortBy ? spec.sorters?.[params.sortBy] : undefined
  if (key) {
    const dir = params.orderBy === 'desc' ? -1 : 1
    // Decorate once: a key function runs n times, not n log n times.
    const decorated = out.map((row, i) => ({ row, i, k: sortKey(key(row)) }))
    decorated.sort((x, y) => compare(x.k, y.k) * dir || x.i - y.i)
    return decorated.map((d) => d.row)
  }
  return out
}

export function paginate<T>(rows: readonly T[], page: number, itemsPerPage: number): T[] {
  if (itemsPerPage === -1) return rows.slice()
  const start = (page - 1) * itemsPerPage
  return rows.slice(start, start + itemsPerPage)
}

export function runListQuery<T>(rows: readonly T[], params: ListParams, spec: ListSpec<T> = {}): ListResult<T> {
  const filtered = filterAndSort(rows, params, spec)
  const total = filtered.length
  const size = params.itemsPerPage
  return {
    items: paginate(filtered, params.page, size),
    total,
    page: params.page,
    itemsPerPage: size,
    totalPages: size === -1 ? (total ? 1 : 0) : Math.ceil(total / size),
  }
}
