import type { ReactElement, ReactNode } from 'react'
import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { menu } from 'styled-system/recipes'

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

/** A dropdown menu (Ark Menu): arrow keys, typeahead, Escape, focus return. */
export function Menu({ trigger, items, placement = 'bottom-end', onSelect }: MenuProps) {
  const s = menu()
  return (
    <ArkMenu.Root
      positioning={{ placement, gutter: 4 }}
      onSelect={(d) => {
        const item = items.find((i) => (i.type === undefined || i.type === 'item') && i.value === d.value)
        if (item && 'onSelect' in item) item.onSelect?.()
        onSelect?.(d.value)
      }}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={s.positioner}>
          <ArkMenu.Content className={s.content}>
            {items.map((item, i) => {
              if (item.type === 'separator') return <ArkMenu.Separator key={`sep-${i}`} className={s.separator} />
              if (item.type === 'group') return <div key={`group-${i}`} role="presentation" className={s.itemGroupLabel}>{item.label}</div>
              return (
                <ArkMenu.Item key={item.value} value={item.value} disabled={item.disabled} className={s.item} data-danger={item.danger ? '' : undefined}>
                  {item.icon}
                  {item.label}
                </ArkMenu.Item>
              )
            })}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  )
}
