import type { ReactElement, ReactNode } from 'react'
import { deferredPart, deferredTrigger, useDeferredActivation } from './deferred-overlay'
import type { MenuViewProps } from './menu/MenuView'

export type MenuItem =
  | { type?: 'item'; value: string; label: ReactNode; icon?: ReactNode; danger?: boolean; disabled?: boolean; onSelect?: () => void }
  | { type: 'separator' }
  | { type: 'group'; label: ReactNode }

export type MenuProps = {
  /** The opener: one element (usually a Button or IconButton) that forwards props/ref. */
  trigger: ReactElement
  items: readonly MenuItem[]
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'right-start' | 'left-start'
  /** Called with the chosen item's value (in addition to the item's own onSelect). */
  onSelect?: (value: string) => void
}

const view = deferredPart<MenuViewProps>(() => import('./menu/MenuView'))

/** A dropdown menu (Ark Menu, loaded on first use): arrow keys, typeahead, Escape, focus return. */
export function Menu(props: MenuProps) {
  const [activation, activate] = useDeferredActivation()
  const View = view.current()
  if (activation && View) {
    const first = activation.keyboard ? props.items.find((i) => (i.type === undefined || i.type === 'item') && !i.disabled) : undefined
    return <View {...props} defaultOpen defaultHighlightedValue={first && 'value' in first ? first.value : undefined} focusTrigger={activation.focused} />
  }
  return deferredTrigger(props.trigger, 'menu', view.preload, activate)
}
