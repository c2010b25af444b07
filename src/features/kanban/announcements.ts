import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { KanbanBoard, KanbanItem } from '@/core/api/contract/demo/kanban'
import { parseKey, placeOf } from './board-moves'

type Lookup = { boards: () => readonly KanbanBoard[]; items: () => ReadonlyMap<number, KanbanItem> }

/** What a screen reader hears while a card or column is moved, in the user's language. */
export function boardAnnouncements(i18n: I18n, { boards, items }: Lookup): Announcements {
  const describe = (key: string | number): string => {
    const what = parseKey(key)
    if (!what) return ''
    const all = boards()
    if (what.kind === 'column') {
      const index = all.findIndex((b) => b.id === what.id)
      const title = all[index]?.title ?? ''
      return i18n._(msg`Column “${title}”, position ${index + 1} of ${all.length}.`)
    }
    const place = placeOf(all, what.id)
    const title = items().get(what.id)?.title ?? ''
    if (!place) return i18n._(msg`Task “${title}”.`)
    const column = place.board.title
    const position = place.index + 1
    const count = place.board.itemsIds.length
    return i18n._(msg`Task “${title}” in column “${column}”, position ${position} of ${count}.`)
  }
  // dnd-kit reports "over" as soon as a drag starts and after every re-measure: say "moved" only
  // when the place really changed.
  let last = ''
  return {
    onDragStart: ({ active }) => {
      last = describe(active.id)
      return `${i18n._(msg`Picked up.`)} ${last}`
    },
    onDragOver: ({ active, over }) => {
      const now = describe(active.id)
      if (!over || now === last) return undefined
      last = now
      return `${i18n._(msg`Moved.`)} ${now}`
    },
    onDragEnd: ({ active }) => `${i18n._(msg`Dropped.`)} ${describe(active.id)}`,
    onDragCancel: ({ active }) => `${i18n._(msg`Move cancelled: back where it was.`)} ${describe(active.id)}`,
  }
}

export const boardInstructions = (i18n: I18n): ScreenReaderInstructions => ({
  draggable: i18n._(
    msg`To move a task or a column, press Space to pick it up. Use the arrow keys to move it: up and down within a column, left and right to another column. Press Space again to drop it, or Escape to cancel. Press Enter on a task to open it.`,
  ),
})
