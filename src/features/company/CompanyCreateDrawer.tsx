import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { CompanyInputSchema } from '@/core/api/contract/product/company'
import type { CompanyRow } from '@/core/api/contract/product/records-api'
import { Button, Drawer, FormAlert, toast, confirm, useFormOnOpen } from '@/ui'
import { companiesApi } from './api'
import { emptyCompany } from './company-form'
import { CompanyFormFields } from './CompanyFormFields'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (company: CompanyRow) => void; industries?: readonly string[] }

/** "Add company" from the list (the spec has no add route): a drawer with the company form. */
export function CompanyCreateDrawer({ open, onOpenChange, onCreated, industries }: Props) {
  const { t } = useLingui()
  const form = useFormOnOpen(CompanyInputSchema, open, () => emptyCompany)

  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard this company?`, message: t`What you typed will be lost.`, confirmLabel: t`Discard`, danger: true }))) return
    onOpenChange(false)
  }
  const submit = form.handleSubmit(async (input) => {
    const made = await companiesApi.create(input)
    toast.success(t`Company added`, { description: made.name })
    onOpenChange(false)
    onCreated(made)
  })

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : void close())}
      size="lg"
      title={t`Add company`}
      description={t`Fields marked * are required.`}
      footer={
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', w: 'full' })}>
          <Button variant="outline" tone="neutral" onClick={() => void close()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="company-create" loading={form.submitting} disabled={form.submitting}>
            <Trans>Save</Trans>
          </Button>
        </div>
      }
    >
      <form id="company-create" noValidate onSubmit={(e) => void submit(e)}>
        <FormAlert message={form.formError} />
        <CompanyFormFields form={form} industries={industries} />
      </form>
    </Drawer>
  )
}
