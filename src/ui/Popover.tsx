import { useEffect, type ReactElement, type ReactNode } from 'react'
import { deferredPart, deferredTrigger, useDeferredActivation } from './deferred-overlay'
import type { PopoverViewProps } from './popover/PopoverView'

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

const view = deferredPart<PopoverViewProps>(() => import('./popover/PopoverView'))

/** A non-modal floating panel (Ark Popover, loaded on first use), e.g. a filter panel or a column chooser. */
export function Popover(props: PopoverProps) {
  const [activation, activate] = useDeferredActivation()
  const View = view.current()
  // Opened from outside (controlled): load the real part and show it.
  useEffect(() => {
    if (props.open && !activation) void view.preload().then(() => activate({ keyboard: false, focused: false }), () => undefined)
  }, [props.open, activation, activate])
  if (activation && View) return <View {...props} defaultOpen={props.open === undefined} focusTrigger={activation.focused} />
  return deferredTrigger(props.trigger, 'dialog', view.preload, (a) => {
    activate(a)
    // The first open happens by mounting it open, which Ark does not report as a change.
    props.onOpenChange?.(true)
  })
}
