import { useCallback, useEffect, useState } from 'react'
import { retryImport } from '@/core/retry-import'

export type ChartLibrary<T> = { lib: T | null; failed: boolean; retry: () => void }

/**
 * Loads a chart library on first use (a dynamic import, so it is its own chunk and only the pages
 * that draw with it download it); `retry` tries again after a failure (offline before the first visit).
 */
export function useChartLibrary<T>(load: () => Promise<T>): ChartLibrary<T> {
  const [lib, setLib] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    retryImport(load).then(
      (m) => live && setLib(() => m),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
    // `load` is a module-level function of the caller; a new attempt is the only reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])
  return { lib, failed, retry }
}
