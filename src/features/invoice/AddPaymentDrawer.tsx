import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { demoApi } from '@/core/api/client'
import { InvoicePaymentSchema, PAYMENT_METHODS, type Invoice, type InvoiceDetail } from '@/core/api/contract/demo/invoice'
import { FormField, Input, Select, Textarea, toast, useForm } from '@/ui'
import { isoDayFromToday, money } from '@/core/i18n/demo-format'
import { InvoiceFormDrawer } from './InvoiceFormDrawer'
import { PAYMENT_METHOD_LABELS } from './labels'
import { registerInvoiceMessages } from './invoice-messages'

registerInvoiceMessages()

type Props = { open: boolean; onOpenChange: (open: boolean) => void; invoice: Invoice; onPaid: (detail: InvoiceDetail) => void }

/** "Add payment": amount (at most the balance), date, method and a note; the balance and status follow. */
export function AddPaymentDrawer({ open, onOpenChange, invoice, onPaid }: Props) {
  const { t, i18n } = useLingui()
  const owed = money(i18n, invoice.balance)
  // The same checks as the worker, plus "not more than is owed", so the user learns it before sending.
  const schema = useMemo(
    () =>
      v.pipe(
        InvoicePaymentSchema,
        v.forward(v.check((p) => p.amount <= invoice.balance, t`The amount is more than the balance (${owed})`), ['amount']),
      ),
    [invoice.balance, owed, t],
  )
  const initial = { amount: invoice.balance, date: isoDayFromToday(), method: 'Bank transfer' as const, note: '' }
  const form = useForm(schema, initial)
  const submit = form.handleSubmit(async (input) => {
    const detail = await demoApi<InvoiceDetail>(`apps/invoice/${invoice.id}/payments`, { method: 'POST', body: input })
    toast.success(t`Payment added`, { description: t`Balance now ${money(i18n, detail.invoice.balance)}` })
    onOpenChange(false)
    onPaid(detail)
  })
  return (
    <InvoiceFormDrawer
      open={open}
      onOpenChange={onOpenChange}
      id="invoice-payment"
      title={t`Add payment`}
      description={t`Balance due: ${owed}`}
      submitLabel={t`Add payment`}
      form={form}
      initial={initial}
      onSubmit={() => void submit()}
    >
      <FormField label={t`Amount (USD)`} required errors={form.errorsOf('amount')}>
        <Input type="number" inputMode="decimal" min={0.01} step={0.01} max={invoice.balance} dir="ltr" {...form.field('amount', { as: 'number' })} />
      </FormField>
      <FormField label={t`Payment date`} required errors={form.errorsOf('date')}>
        <Input type="date" {...form.field('date')} />
      </FormField>
      <FormField label={t`Payment method`} required errors={form.errorsOf('method')}>
        <Select {...form.field('method')} options={PAYMENT_METHODS.map((m) => ({ value: m, label: i18n._(PAYMENT_METHOD_LABELS[m]) }))} />
      </FormField>
      <FormField label={t`Internal note`} errors={form.errorsOf('note')}>
        <Textarea rows={3} {...form.field('note')} />
      </FormField>
    </InvoiceFormDrawer>
  )
}
