import { Popover as ArkPopover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { popover } from 'styled-system/recipes'
import { IconButton } from '../IconButton'
import type { PopoverProps } from '../Popover'
import { useTriggerFocusOnSwap } from '../deferred-overlay'

export type PopoverViewProps = PopoverProps & { defaultOpen?: boolean; focusTrigger?: boolean }

/** The Ark popover behind `Popover` (loaded when a popover is first opened). */
export default function PopoverView({ trigger, title, children, placement = 'bottom-start', open, defaultOpen, onOpenChange, showArrow, closable, className, focusTrigger }: PopoverViewProps) {
  const { t } = useLingui()
  const triggerRef = useTriggerFocusOnSwap<HTMLButtonElement>(focusTrigger)
  const s = popover()
  return (
    <ArkPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange ? (d) => onOpenChange(d.open) : undefined} positioning={{ placement, gutter: 6 }} lazyMount unmountOnExit>
      <ArkPopover.Trigger asChild ref={triggerRef}>
        {trigger}
      </ArkPopover.Trigger>
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
