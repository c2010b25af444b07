import { useLayoutEffect, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button, Drawer, FormAlert, confirm, type Form } from '@/ui'

type Props<S extends v.GenericSchema> = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The form id (the footer's submit button points at it). */
  id: string
  title: ReactNode
  description?: ReactNode
  submitLabel: ReactNode
  form: Form<S>
  initial: v.InferInput<S>
  onSubmit: () => void
  children: ReactNode
}

/** The frame of the invoice drawers (send, add payment): fresh form on open, Cancel asks before losing input. */
export function InvoiceFormDrawer<S extends v.GenericSchema>({ open, onOpenChange, id, title, description, submitLabel, form, initial, onSubmit, children }: Props<S>) {
  const { t } = useLingui()
  const { reset } = form
  // Before paint: the opened drawer never shows the last opening's input.
  useLayoutEffect(() => {
    if (open) reset(initial)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  }, [open])
  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard what you typed?`, message: t`Your changes will be lost.`, confirmLabel: t`Discard`, danger: true }))) return
    onOpenChange(false)
  }
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : void close())}
      title={title}
      description={description}
      footer={
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', w: 'full' })}>
          <Button variant="outline" tone="neutral" onClick={() => void close()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={id} loading={form.submitting} disabled={form.submitting}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={id} noValidate onSubmit={(e) => { e.preventDefault(); onSubmit() }} className={css({ display: 'grid', gap: '4' })}>
        <FormAlert message={form.formError} />
        {children}
      </form>
    </Drawer>
  )
}
