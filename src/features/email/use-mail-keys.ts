import { useEffect, useRef } from 'react'

export type MailKeyActions = {
  move: (delta: 1 | -1) => void
  close: () => void
  select: () => void
  star: () => void
  trash: () => void
  unread: () => void
  reply: () => void
  compose: () => void
  search: () => void
  help: () => void
}

/** Typing in a field, a dialog being open or a modifier held: the key is not a shortcut. */
function ignored(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return true
  const target = e.target as HTMLElement | null
  if (target?.closest('input, textarea, select, [contenteditable=true], [role=dialog], [role=alertdialog], [role=menu], [role=listbox]')) return true
  return Boolean(document.querySelector('[role=dialog][data-state=open], [role=alertdialog][data-state=open]'))
}

/** The e-mail screen's single-key shortcuts (listed in ShortcutsDialog). */
export function useMailKeys(actions: MailKeyActions): void {
  const ref = useRef(actions)
  ref.current = actions
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (ignored(e)) return
      // Arrows move through the list only while it has focus; elsewhere they scroll.
      if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !(e.target as HTMLElement | null)?.closest?.('[data-mail-list]')) return
      const a = ref.current
      const map: Record<string, (() => void) | undefined> = {
        j: () => a.move(1), ArrowDown: () => a.move(1), k: () => a.move(-1), ArrowUp: () => a.move(-1),
        Escape: a.close, x: a.select, s: a.star, e: a.trash, '#': a.trash, u: a.unread, r: a.reply, c: a.compose, '/': a.search, '?': a.help,
      }
      const run = map[e.key]
      if (!run) return
      e.preventDefault()
      run()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
