import type { ReactNode } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { dialog } from 'styled-system/recipes'
import { IconButton } from './IconButton'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons row at the bottom (end-aligned). */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** `alertdialog` for confirmations: outside clicks don't close it. */
  role?: 'dialog' | 'alertdialog'
  /** Element to focus on open (defaults to the first focusable one). */
  initialFocusEl?: () => HTMLElement | null
  /** Hide the × button (e.g. while saving). */
  hideCloseButton?: boolean
  closeOnInteractOutside?: boolean
  className?: string
  /** Internal: Drawer reuses this with a side placement. */
  placement?: 'center' | 'end' | 'start'
}

/** A modal dialog (Ark Dialog): focus trapped, Escape closes, focus returns to the opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer, size, role = 'dialog', initialFocusEl, hideCloseButton, closeOnInteractOutside, className, placement = 'center' }: DialogProps) {
  const { t } = useLingui()
  const s = dialog({ placement, size })
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      role={role}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      closeOnInteractOutside={closeOnInteractOutside ?? role !== 'alertdialog'}
    >
      <Portal>
        <ArkDialog.Backdrop className={s.backdrop} />
        <ArkDialog.Positioner className={s.positioner}>
          <ArkDialog.Content className={cx(s.content, className)}>
            <div className={s.header}>
              <ArkDialog.Title className={s.title}>{title}</ArkDialog.Title>
              {description && <ArkDialog.Description className={s.description}>{description}</ArkDialog.Description>}
            </div>
            {children !== undefined && <div className={s.body}>{children}</div>}
            {footer && <div className={s.footer}>{footer}</div>}
            {!hideCloseButton && (
              <ArkDialog.CloseTrigger asChild>
                <IconButton label={t`Close`} size="sm" className={s.closeTrigger}>
                  <IconX />
                </IconButton>
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
