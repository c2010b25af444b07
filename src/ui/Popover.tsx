import type { ReactElement, ReactNode } from 'react'
import { Popover as ArkPopover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { popover } from 'styled-system/recipes'
import { IconButton } from './IconButton'

export type PopoverProps = {
  trigger: ReactElement
  title?: ReactNode
  children: ReactNode
  placement?: 'bottom' | 'bottom-start' | 'bottom-end' | 'top' | 'top-start' | 'top-end' | 'left' | 'right'
  /** Controlled use (optional). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  showArrow?: boolean
  /** Show an × button (for popovers that hold forms). */
  closable?: boolean
  className?: string
}

/** A non-modal floating panel (Ark Popover), e.g. a filter panel or a column chooser. */
export function Popover({ trigger, title, children, placement = 'bottom-start', open, onOpenChange, showArrow, closable, className }: PopoverProps) {
  const { t } = useLingui()
  const s = popover()
  return (
    <ArkPopover.Root open={open} onOpenChange={onOpenChange ? (d) => onOpenChange(d.open) : undefined} positioning={{ placement, gutter: 6 }} lazyMount unmountOnExit>
      <ArkPopover.Trigger asChild>{trigger}</ArkPopover.Trigger>
      <Portal>
        <ArkPopover.Positioner className={s.positioner}>
          <ArkPopover.Content className={cx(s.content, className)}>
            {showArrow && (
              <ArkPopover.Arrow className={s.arrow}>
                <ArkPopover.ArrowTip className={s.arrowTip} />
              </ArkPopover.Arrow>
            )}
            {title && <ArkPopover.Title className={s.title}>{title}</ArkPopover.Title>}
            {children}
            {closable && (
              <ArkPopover.CloseTrigger asChild>
                <IconButton label={t`Close`} size="xs" className={s.closeTrigger}>
                  <IconX />
                </IconButton>
              </ArkPopover.CloseTrigger>
            )}
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </Portal>
    </ArkPopover.Root>
  )
}
