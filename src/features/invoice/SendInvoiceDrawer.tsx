import { useLingui } from '@lingui/react/macro'
import { demoApi } from '@/core/api/client'
import { InvoiceSendSchema, type Invoice, type InvoiceDetail } from '@/core/api/contract/demo/invoice'
import { FormField, Input, Textarea, toast, useForm } from '@/ui'
import { InvoiceFormDrawer } from './InvoiceFormDrawer'
import { registerInvoiceMessages } from './invoice-messages'

registerInvoiceMessages()

type Props = { open: boolean; onOpenChange: (open: boolean) => void; invoice: Invoice; onSent: (detail: InvoiceDetail) => void }

/** "Send invoice": to, subject and message filled in for the client; a draft becomes Sent. */
export function SendInvoiceDrawer({ open, onOpenChange, invoice, onSent }: Props) {
  const { t } = useLingui()
  const initial = {
    to: invoice.client.companyEmail,
    subject: t`Invoice #${invoice.id}`,
    message: t`Dear ${invoice.client.name},\n\nPlease find invoice #${invoice.id} attached.\n\nThank you for your business.`,
  }
  const form = useForm(InvoiceSendSchema, initial)
  const submit = form.handleSubmit(async (input) => {
    const detail = await demoApi<InvoiceDetail>(`apps/invoice/${invoice.id}/send`, { method: 'POST', body: input })
    toast.success(t`Invoice sent`, { description: input.to })
    onOpenChange(false)
    onSent(detail)
  })
  return (
    <InvoiceFormDrawer open={open} onOpenChange={onOpenChange} id="invoice-send" title={t`Send invoice`} description={t`Fields marked * are required.`} submitLabel={t`Send`} form={form} initial={initial} onSubmit={() => void submit()}>
      <FormField label={t`To`} required errors={form.errorsOf('to')}>
        <Input type="email" autoComplete="email" dir="ltr" {...form.field('to')} />
      </FormField>
      <FormField label={t`Subject`} required errors={form.errorsOf('subject')}>
        <Input {...form.field('subject')} />
      </FormField>
      <FormField label={t`Message`} errors={form.errorsOf('message')}>
        <Textarea rows={8} {...form.field('message')} />
      </FormField>
    </InvoiceFormDrawer>
  )
}
