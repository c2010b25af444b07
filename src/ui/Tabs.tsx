import type { ReactNode } from 'react'
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { cx } from 'styled-system/css'
import { tabs } from 'styled-system/recipes'

export type TabItem = { value: string; label: ReactNode; icon?: ReactNode; content: ReactNode; disabled?: boolean }

export type TabsProps = {
  items: readonly TabItem[]
  /** Controlled value (e.g. the `{tab}` route param); or use defaultValue. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  variant?: 'line' | 'pills'
  /** Vertical tabs (settings pages) become a row again on phones. */
  orientation?: 'horizontal' | 'vertical'
  /** Accessible name of the tab list. */
  label?: string
  className?: string
}

/** Tabs (Ark Tabs): arrow keys move between tabs; panels mount when first shown. */
export function Tabs({ items, value, defaultValue, onValueChange, variant, orientation, label, className }: TabsProps) {
  const s = tabs({ variant })
  return (
    <ArkTabs.Root
      className={cx(s.root, className)}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange ? (d) => onValueChange(d.value) : undefined}
      orientation={orientation}
      lazyMount
    >
      <ArkTabs.List className={s.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={s.trigger}>
            {item.icon}
            {item.label}
          </ArkTabs.Trigger>
        ))}
        <ArkTabs.Indicator className={s.indicator} />
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={s.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
