import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { api } from '../api/client'
import type { SortOrder } from '../api/contract/common'
import { isAbortError, toApiFailure, type ApiFailure } from './api-failure'
import { checkListResponse, type ListResponseCheck } from './check-list-response'
import { readListState, toRequestQuery, writeListState, type ListDefaults, type ListState } from './list-state'

export type { ListState, ListDefaults } from './list-state'

/** Anything callable like ofetch: `api`, `demoApi`, or a test double. */
export type ListFetcher = (url: string, options: { query: Record<string, string | number | boolean>; signal: AbortSignal }) => Promise<unknown>

export type ListPage<T> = { items: T[]; total: number }

export type ListQueryOptions<T> = {
  /** Endpoint path for the fetcher, e.g. 'companies' (product API) or 'apps/users' (demoApi). */
  url: string
  fetcher?: ListFetcher
  /** Filter names kept in the URL besides q/page/itemsPerPage/sortBy/orderBy. */
  filters?: readonly string[]
  defaults?: ListDefaults
  /** Checks the raw answer in development (default: the `{items, total}` envelope when there is no `select`); returns what is wrong. */
  schema?: ListResponseCheck
  /** Maps other answer shapes to `{items, total}` (e.g. `r => ({ items: r.users, total: r.totalUsers })`). */
  select?: (raw: never) => ListPage<T>
  /** Fixed extra query (e.g. `{ company_id: 4 }` on a view page), not kept in the URL. */
  query?: Record<string, string | number | boolean | undefined>
  /** URL key prefix when two lists share a page (e.g. 'persons.'). */
  prefix?: string
  /** Milliseconds to wait after typing before searching. */
  debounceMs?: number
  enabled?: boolean
}

export type ListStatePatch = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> }

export type ListQuery<T> = {
  data: T[]
  total: number
  /** A request is in flight (the previous page stays in `data` meanwhile). */
  loading: boolean
  /** No answer has arrived yet (show skeleton rows instead of old data). */
  initialLoading: boolean
  error: ApiFailure | null
  refetch: () => void
  state: ListState
  /** Changes list state in the URL; anything but `page` also resets page to 1. */
  setState: (patch: ListStatePatch, options?: { replace?: boolean }) => void
  /** What the search box shows right now (the URL `q` follows 300 ms after typing stops). */
  searchText: string
  setSearchText: (text: string) => void
  setFilter: (name: string, value: string | undefined) => void
  setSort: (sortBy: string | undefined, orderBy?: SortOrder) => void
  setPage: (page: number) => void
  setItemsPerPage: (size: number) => void
  /** The query sent for the current state (for CSV export or links). */
  requestQuery: Record<string, string | number | boolean>
  /** Every row matching the current search/filters/sort (itemsPerPage -1), for CSV export. */
  fetchAll: () => Promise<T[]>
}

const asPage = <T>(raw: unknown): ListPage<T> => {
  const r = raw as { items?: T[]; total?: number } | undefined
  return { items: r?.items ?? [], total: r?.total ?? r?.items?.length ?? 0 }
}

/**
 * One list screen's state and data: state in the URL (reload, back/forward and shared links keep
 * it), debounced search, stale requests aborted, the previous page kept visible while loading.
 */
export function useListQuery<T>(options: ListQueryOptions<T>): ListQuery<T> {
  const { url, fetcher = api as unknown as ListFetcher, filters: filterNames = [], defaults, select, query: extra, prefix = '', debounceMs = 300, enabled = true } = options
  const [params, setParams] = useSearchParams()
  const filtersKey = filterNames.join(',')
  const defaultsKey = JSON.stringify(defaults ?? {})
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value: callers pass literals
  const state = useMemo(() => readListState(params, filterNames, defaults, prefix), [params, filtersKey, defaultsKey, prefix])

  const stateRef = useRef(state)
  stateRef.current = state
  const setState = useCallback(
    (patch: ListStatePatch, opts?: { replace?: boolean }) => {
      setParams(
        (prev) => {
          const current = readListState(prev, filterNames, defaults, prefix)
          const filters = { ...current.filters }
          for (const [k, v] of Object.entries(patch.filters ?? {})) {
            if (v === undefined || v === '') delete filters[k]
            else filters[k] = v
          }
          const next: ListState = { ...current, ...patch, filters, page: patch.page ?? 1 }
          return writeListState(prev, next, filterNames, defaults, prefix)
        },
        { replace: opts?.replace },
      )
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value
    [setParams, filtersKey, defaultsKey, prefix],
  )

  // The search box: typed text shows at once; the URL (and the request) follows after a pause.
  const [searchText, setSearchTextNow] = useState(state.q)
  const [syncedQ, setSyncedQ] = useState(state.q)
  if (state.q !== syncedQ) {
    // q changed from outside (back/forward, a link): the box follows the URL.
    setSyncedQ(state.q)
    setSearchTextNow(state.q)
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextNow(text)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        if (text.trim() !== stateRef.current.q) setState({ q: text.trim(), page: 1 }, { replace: true })
      }, debounceMs)
    },
    [setState, debounceMs],
  )

  const extraKey = JSON.stringify(extra ?? {})
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value
  const requestQuery = useMemo(() => toRequestQuery(state, extra), [state, extraKey])
  const requestKey = JSON.stringify(requestQuery)

  const [page, setPageData] = useState<ListPage<T> | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [error, setError] = useState<ApiFailure | null>(null)
  const [generation, setGeneration] = useState(0)
  const refetch = useCallback(() => setGeneration((g) => g + 1), [])
  const selectRef = useRef(select)
  selectRef.current = select
  const fetcherRef = useRef(fetcher)
  const schemaRef = useRef(options.schema)
  schemaRef.current = options.schema
  fetcherRef.current = fetcher

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    setLoading(true)
    fetcherRef
      .current(url, { query: JSON.parse(requestKey) as Record<string, string | number | boolean>, signal: controller.signal })
      .then((raw) => {
        if (controller.signal.aborted) return
        // An answer mapped by `select` has its own shape: the page checks it with `schema`.
        if (!selectRef.current || schemaRef.current) checkListResponse(url, raw, schemaRef.current)
        const mapped = selectRef.current ? selectRef.current(raw as never) : asPage<T>(raw)
        setPageData(mapped)
        setError(null)
        setLoading(false)
        // Past the last page (e.g. after deleting its rows): go to the last page that has rows.
        const current = stateRef.current
        if (mapped.items.length === 0 && mapped.total > 0 && current.page > 1) {
          setState({ page: Math.max(1, Math.ceil(mapped.total / current.itemsPerPage)) }, { replace: true })
        }
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || isAbortError(err)) return
        setError(toApiFailure(err))
        setLoading(false)
      })
    return () => controller.abort()
  }, [url, requestKey, generation, enabled, setState])

  const fetchAll = useCallback(async () => {
    const all = { ...requestQuery, page: 1, itemsPerPage: -1 }
    const raw = await fetcherRef.current(url, { query: all, signal: new AbortController().signal })
    return (selectRef.current ? selectRef.current(raw as never) : asPage<T>(raw)).items
  }, [url, requestQuery])

  return {
    data: page?.items ?? [],
    total: page?.total ?? 0,
    loading,
    initialLoading: loading && page === null,
    error,
    refetch,
    state,
    setState,
    searchText,
    setSearchText,
    setFilter: useCallback((name, value) => setState({ filters: { [name]: value } }), [setState]),
    setSort: useCallback((sortBy, orderBy) => setState({ sortBy, orderBy: sortBy ? (orderBy ?? 'asc') : undefined }), [setState]),
    setPage: useCallback((p) => setState({ page: p }), [setState]),
    setItemsPerPage: useCallback((size) => setState({ itemsPerPage: size }), [setState]),
    requestQuery,
    fetchAll,
  }
}
