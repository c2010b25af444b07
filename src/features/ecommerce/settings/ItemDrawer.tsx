import type { ReactNode } from 'react'
import type * as v from 'valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { confirm, Drawer, FormActions, FormAlert, useForm, type Form } from '@/ui'

type Props<S extends v.GenericSchema> = {
  schema: S
  initial: v.InferInput<S>
  title: ReactNode
  formId: string
  /** Saves the checked item (the whole list goes to the worker); throws to keep the drawer open. */
  onSave: (item: v.InferOutput<S>) => Promise<void>
  onClose: () => void
  children: (form: Form<S>) => ReactNode
}

/** Add or edit one item of a settings list (a shipping rate, a location) in a drawer; closing with changes asks first. */
export function ItemDrawer<S extends v.GenericSchema>({ schema, initial, title, formId, onSave, onClose, children }: Props<S>) {
  const { t } = useLingui()
  const form = useForm(schema, initial)
  const close = async () => {
    if (
      form.dirty &&
      !form.submitting &&
      !(await confirm({
        title: t`Discard your changes?`,
        message: t`What you typed will be lost.`,
        confirmLabel: t`Discard`,
        danger: true,
      }))
    )
      return
    onClose()
  }
  const submit = form.handleSubmit(async (item) => {
    await onSave(item)
    onClose()
  })
  return (
    <Drawer
      open
      onOpenChange={(open) => (open ? undefined : void close())}
      size="md"
      title={title}
      description={t`Fields marked * are required.`}
      footer={<FormActions formId={formId} saveLabel={<Trans>Save</Trans>} submitting={form.submitting} onCancel={() => void close()} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert message={form.formError} />
        {children(form)}
      </form>
    </Drawer>
  )
}
