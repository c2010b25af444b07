import { useVirtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'

/**
 * Which rows of a long table are in view (TanStack Virtual over the table's own scroller), with the
 * heights of the space before and after them, drawn as spacer rows so the table keeps its layout.
 * With count 0 it does nothing (paged tables).
 */
export function useRowWindow(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number) {
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8 })
  const items = virtualizer.getVirtualItems()
  if (count === 0 || items.length === 0) return { start: 0, end: count === 0 ? Infinity : 0, before: 0, after: 0 }
  const first = items[0]
  const last = items[items.length - 1]
  return { start: first.index, end: last.index + 1, before: first.start, after: virtualizer.getTotalSize() - last.end }
}
