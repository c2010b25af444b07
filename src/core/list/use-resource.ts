import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../api/client'
import { isAbortError, toApiFailure, type ApiFailure } from './api-failure'

export type ResourceFetcher = (url: string, options: { signal: AbortSignal }) => Promise<unknown>

export type ResourceOptions<T> = {
  fetcher?: ResourceFetcher
  /** Maps the answer (e.g. `r => r.invoice`). */
  select?: (raw: never) => T
  enabled?: boolean
}

export type Resource<T> = {
  data: T | null
  loading: boolean
  error: ApiFailure | null
  /** Loads the record again (after a 409, or a Retry button). Resolves with the fresh record. */
  reload: () => Promise<T | null>
  /** Replace the local copy (e.g. with the PUT answer) without a request. */
  setData: (data: T) => void
}

/**
 * One record by URL (e.g. `companies/12`): loading, error (404 → status 404), reload.
 * Pass `null` to wait (e.g. until a route param is known). A new URL aborts the old request.
 */
export function useResource<T>(url: string | null, options: ResourceOptions<T> = {}): Resource<T> {
  const { fetcher = api as unknown as ResourceFetcher, select, enabled = true } = options
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(url !== null && enabled)
  const [error, setError] = useState<ApiFailure | null>(null)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher
  const selectRef = useRef(select)
  selectRef.current = select
  const controllerRef = useRef<AbortController | null>(null)

  const load = useCallback(async (target: string): Promise<T | null> => {
    controllerRef.current?.abort()
    const controller = new AbortController()
    controllerRef.current = controller
    setLoading(true)
    try {
      const raw = await fetcherRef.current(target, { signal: controller.signal })
      if (controller.signal.aborted) return null
      const value = selectRef.current ? selectRef.current(raw as never) : (raw as T)
      setData(value)
      setError(null)
      setLoading(false)
      return value
    } catch (err) {
      if (controller.signal.aborted || isAbortError(err)) return null
      setError(toApiFailure(err))
      setLoading(false)
      return null
    }
  }, [])

  useEffect(() => {
    if (url === null || !enabled) return
    setData(null)
    void load(url)
    return () => controllerRef.current?.abort()
  }, [url, enabled, load])

  const reload = useCallback(() => (url === null ? Promise.resolve(null) : load(url)), [url, load])
  return { data, loading, error, reload, setData }
}
