import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { menu } from 'styled-system/recipes'
import type { MenuProps } from '../Menu'
import { useTriggerFocusOnSwap } from '../deferred-overlay'

export type MenuViewProps = MenuProps & { defaultOpen?: boolean; defaultHighlightedValue?: string; focusTrigger?: boolean }

/** The Ark menu behind `Menu` (loaded when a menu is first opened): arrow keys, typeahead, Escape, focus return. */
export default function MenuView({ trigger, items, placement = 'bottom-end', onSelect, defaultOpen, defaultHighlightedValue, focusTrigger }: MenuViewProps) {
  const s = menu()
  const triggerRef = useTriggerFocusOnSwap<HTMLButtonElement>(focusTrigger)
  return (
    <ArkMenu.Root
      defaultOpen={defaultOpen}
      defaultHighlightedValue={defaultHighlightedValue}
      positioning={{ placement, gutter: 4 }}
      onSelect={(d) => {
        const item = items.find((i) => (i.type === undefined || i.type === 'item') && i.value === d.value)
        if (item && 'onSelect' in item) item.onSelect?.()
        onSelect?.(d.value)
      }}
    >
      <ArkMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </ArkMenu.Trigger>
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
