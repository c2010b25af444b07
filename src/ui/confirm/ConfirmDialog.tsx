import { useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../Button'
import { Dialog } from '../Dialog'

export type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  message?: ReactNode
  /** Defaults to "Confirm" ("Delete" reads better for deletes: pass it). */
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /** Red confirm button; focus starts on Cancel so Enter does not destroy anything. */
  danger?: boolean
  /** Disables the buttons and shows a spinner (when the caller awaits the action inside). */
  busy?: boolean
  /** Only tells (e.g. why a delete cannot happen): one button, labelled `cancelLabel`, and no confirm. */
  acknowledgeOnly?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** An alert dialog asking yes/no. Escape and × mean "no". */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, busy, acknowledgeOnly, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      hideCloseButton={busy}
      initialFocusEl={() => (danger || acknowledgeOnly ? cancelRef.current : confirmRef.current)}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" tone="neutral" disabled={busy} onClick={onCancel} data-action="cancel">
            {cancelLabel ?? t`Cancel`}
          </Button>
          {!acknowledgeOnly && (
            <Button ref={confirmRef} variant={danger ? 'danger' : 'solid'} loading={busy} onClick={onConfirm} data-action="confirm">
              {confirmLabel ?? t`Confirm`}
            </Button>
          )}
        </>
      }
    />
  )
}
