import { useEffect } from 'react'
import { pageProgress } from './progress'

/** Suspense fallback while a page chunk loads: drives the progress bar, shows nothing itself. */
export function PageLoading() {
  useEffect(() => {
    pageProgress.start()
    return () => pageProgress.done()
  }, [])
  return null
}
