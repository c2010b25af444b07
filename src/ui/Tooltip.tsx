import type { ReactElement, ReactNode } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { Portal } from '@ark-ui/react/portal'
import { tooltip } from 'styled-system/recipes'

export type TooltipProps = {
  content: ReactNode
  /** One focusable element that forwards props/ref. */
  children: ReactElement
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'top-end'
  openDelay?: number
  disabled?: boolean
}

/** A hover/focus hint (Ark Tooltip). It supplements, never replaces, an accessible name. */
export function Tooltip({ content, children, placement = 'top', openDelay = 400, disabled }: TooltipProps) {
  const s = tooltip()
  return (
    <ArkTooltip.Root positioning={{ placement, gutter: 6 }} openDelay={openDelay} closeDelay={100} disabled={disabled} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={s.positioner}>
          <ArkTooltip.Content className={s.content}>
            <ArkTooltip.Arrow className={s.arrow}>
              <ArkTooltip.ArrowTip className={s.arrowTip} />
            </ArkTooltip.Arrow>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
