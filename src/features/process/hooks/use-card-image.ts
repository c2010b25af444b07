import { useEffect, useState } from 'react'
import { processApi } from '../api'

// Card pictures are fetched with the bearer token (JSON data URLs) and kept for the session:
// the table, the detail view and previous/next all show the same few pictures again.
const cache = new Map<string, Promise<string>>()
const MAX_CACHED = 150

export function loadCardImage(id: string): Promise<string> {
  let hit = cache.get(id)
  if (!hit) {
    hit = processApi.image(id).then((r) => r.data_url)
    hit.catch(() => cache.delete(id))
    cache.set(id, hit)
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!)
  }
  return hit
}

export function useCardImage(id: string | undefined): { src?: string; failed: boolean } {
  const [state, setState] = useState<{ id?: string; src?: string; failed: boolean }>({ failed: false })
  useEffect(() => {
    if (!id) return
    let live = true
    loadCardImage(id).then(
      (src) => live && setState({ id, src, failed: false }),
      () => live && setState({ id, failed: true }),
    )
    return () => {
      live = false
    }
  }, [id])
  return state.id === id ? state : { failed: false }
}
