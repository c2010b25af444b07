import { useEffect, useRef } from 'react'
import { onProcessEvent } from '../analysis/live-updates'

const POLL_MS = 2500

/**
 * Calls `refresh` when cards of a process change (this tab or another, via BroadcastChannel) and
 * every few seconds while `running` (the server may be analysing: connected mode, another device).
 */
export function useLiveRefresh(refresh: () => void, running: boolean, processId?: number): void {
  const ref = useRef(refresh)
  ref.current = refresh
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Bursts of events (a fast queue) collapse into one request.
    const off = onProcessEvent((e) => {
      if (processId !== undefined && e.processId !== processId) return
      clearTimeout(timer)
      timer = setTimeout(() => ref.current(), 150)
    })
    return () => {
      off()
      clearTimeout(timer)
    }
  }, [processId])
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') ref.current()
    }, POLL_MS)
    return () => clearInterval(id)
  }, [running])
}
