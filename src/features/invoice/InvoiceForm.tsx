import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import { InvoiceInputSchema, itemsTotal, type InvoiceClient, type InvoiceDetail, type InvoiceInput } from '@/core/api/contract/demo/invoice'
import { money } from '@/core/i18n/demo-format'
import { Button, ButtonLink, Card, FormAlert, FormField, Input, Select, Textarea, useForm, useUnsavedChangesGuard } from '@/ui'
import { InvoiceLines, type DraftLine } from './InvoiceLines'
import { registerInvoiceMessages } from './invoice-messages'

registerInvoiceMessages()

type Props = {
  initial: InvoiceInput
  /** Saves and answers the stored invoice (POST or PUT). */
  save: (input: InvoiceInput) => Promise<InvoiceDetail>
  onSaved: (detail: InvoiceDetail) => void
  cancelHref: string
}

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }, alignItems: 'start' })
const two = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const totalsCls = css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', gap: '2 6', '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })

/** Add and edit: the client from the invoice clients, dates, lines with live totals, a note. */
export function InvoiceForm({ initial, save, onSaved, cancelHref }: Props) {
  const { t, i18n } = useLingui()
  const clients = useResource<InvoiceClient[]>('apps/invoice/clients', { fetcher: demoApi as unknown as ResourceFetcher })
  const form = useForm(InvoiceInputSchema, initial)
  useUnsavedChangesGuard(form.dirty && !form.submitting)
  const v = form.values as InvoiceInput
  // The invoice's own client stays choosable when editing, even if it is not one of the listed clients.
  const choices = useMemo(() => {
    const list = clients.data ?? []
    const own = initial.client.name && !list.some((c) => c.companyEmail === initial.client.companyEmail) ? [initial.client] : []
    return [...own, ...list]
  }, [clients.data, initial.client])
  const total = itemsTotal(v.items)
  const submit = form.handleSubmit(async (input) => {
    const saved = await save(input)
    form.reset(input)
    onSaved(saved)
  })
  const c = v.client

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={grid}>
      <Card title={t`Invoice`}>
        <div className={css({ display: 'grid', gap: '5' })}>
          <FormAlert message={form.formError} />
          <FormField label={t`Client`} required errors={form.errorsOf('client').length ? [t`Choose a client`] : null} hint={clients.error ? t`The client list could not be loaded.` : undefined}>
            <Select
              placeholder={clients.loading ? t`Loading…` : t`Choose a client`}
              value={c.companyEmail}
              onChange={(e) => {
                const picked = choices.find((x) => x.companyEmail === e.currentTarget.value)
                if (picked) form.setValue('client', picked)
              }}
              options={choices.map((x) => ({ value: x.companyEmail, label: `${x.name} · ${x.company}` }))}
            />
          </FormField>
          {c.name && (
            <address className={css({ fontStyle: 'normal', fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '0.5' })} aria-label={t`Client details`}>
              <span className={css({ color: 'fg', fontWeight: 'medium' })}>{c.name}</span>
              <span>{c.company}</span>
              <span><bdi>{c.address}</bdi>, {c.country}</span>
              <span><bdi dir="ltr">{c.contact}</bdi> · <bdi>{c.companyEmail}</bdi></span>
            </address>
          )}
          <div className={two}>
            <FormField label={t`Issued on`} required errors={form.errorsOf('issuedDate')}>
              <Input type="date" {...form.field('issuedDate')} />
            </FormField>
            <FormField label={t`Due on`} required errors={form.errorsOf('dueDate')}>
              <Input type="date" min={v.issuedDate} {...form.field('dueDate')} />
            </FormField>
          </div>
          <div>
            <InvoiceLines lines={v.items as DraftLine[]} onChange={(items) => form.setValue('items', items)} errorsOf={form.errorsOf} />
            {form.errors.items?.[0] && <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mt: '2' })}>{form.errors.items[0]}</p>}
          </div>
          <FormField label={t`Note to the client`} errors={form.errorsOf('note')}>
            <Textarea rows={3} {...form.field('note')} />
          </FormField>
        </div>
      </Card>
      <Card title={t`Totals`} className={css({ position: { lg: 'sticky' }, top: { lg: '24' } })}>
        <dl className={totalsCls} aria-live="polite">
          <dt>{t`Items`}</dt>
          <dd>{i18n.number(v.items.length)}</dd>
          <dt className={css({ fontWeight: 'semibold' })}>{t`Total`}</dt>
          <dd className={css({ fontWeight: 'semibold', fontSize: 'lg' })} data-testid="invoice-total">{money(i18n, total)}</dd>
        </dl>
        <div className={css({ display: 'grid', gap: '2', mt: '5' })}>
          <Button type="submit" loading={form.submitting} disabled={form.submitting}>
            <Trans>Save invoice</Trans>
          </Button>
          <ButtonLink href={cancelHref} variant="outline" tone="neutral">
            <Trans>Cancel</Trans>
          </ButtonLink>
        </div>
      </Card>
    </form>
  )
}
