import type { ReactNode } from 'react'
import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import { IconChevronDown } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode; icon?: ReactNode; disabled?: boolean }

export type AccordionProps = {
  items: readonly AccordionItem[]
  /** Several panels open at once. */
  multiple?: boolean
  /** The open panel may be closed again (single mode). */
  collapsible?: boolean
  value?: string[]
  defaultValue?: string[]
  onValueChange?: (value: string[]) => void
  /** Separate cards instead of one bordered block. */
  variant?: 'joined' | 'separated'
  className?: string
}

const root = css({ display: 'flex', flexDirection: 'column' })
const joined = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', overflow: 'hidden', '& > [data-part=item] + [data-part=item]': { borderTopWidth: '1px', borderColor: 'border' } })
const separated = css({ gap: '3', '& > [data-part=item]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', bg: 'bg.surface', boxShadow: 'card' } })
const trigger = css({
  display: 'flex', alignItems: 'center', gap: '3', w: 'full', px: '4', py: '3', bg: 'transparent', border: 'none', color: 'fg', fontSize: 'md',
  fontWeight: 'medium', textAlign: 'start', cursor: 'pointer', _hover: { bg: 'bg.subtle' }, _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' },
})
const indicator = css({ ms: 'auto', display: 'inline-flex', transition: 'transform 0.2s', '&[data-state=open]': { transform: 'rotate(180deg)' }, _motionReduce: { transition: 'none' } })
const content = css({ px: '4', pb: '4', color: 'fg.muted', fontSize: 'sm', lineHeight: '1.7' })

/** Expansion panels (Ark Accordion): Enter/Space toggle, arrow keys move between headers. */
export function Accordion({ items, multiple, collapsible = true, value, defaultValue, onValueChange, variant = 'joined', className }: AccordionProps) {
  return (
    <ArkAccordion.Root
      className={cx(root, variant === 'joined' ? joined : separated, className)}
      multiple={multiple}
      collapsible={collapsible}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange ? (d) => onValueChange(d.value) : undefined}
      lazyMount
    >
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} disabled={item.disabled}>
          <h3 className={css({ m: 0 })}>
            <ArkAccordion.ItemTrigger className={trigger}>
              {item.icon}
              <span>{item.title}</span>
              <ArkAccordion.ItemIndicator className={indicator}>
                <IconChevronDown size={18} aria-hidden="true" />
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </h3>
          <ArkAccordion.ItemContent className={content}>{item.content}</ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  )
}
