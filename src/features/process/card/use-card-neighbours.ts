import { useEffect, useState } from 'react'
import { processApi } from '../api'

/** Previous and next card of the process (in id order, as the view lists them by default). */
export function useCardNeighbours(processId: number, cardId: number) {
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => {
    let live = true
    processApi.cards(processId, { sortBy: 'id', orderBy: 'asc' }).then(
      (r) => live && setIds(r.items.map((c) => c.id)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [processId])
  const at = ids.indexOf(cardId)
  return {
    previous: at > 0 ? ids[at - 1] : undefined,
    next: at >= 0 && at < ids.length - 1 ? ids[at + 1] : undefined,
    position: at + 1,
    count: ids.length,
  }
}
