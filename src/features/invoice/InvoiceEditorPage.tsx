import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { demoApi } from '@/core/api/client'
import type { InvoiceDetail, InvoiceInput } from '@/core/api/contract/demo/invoice'
import { pathFor } from '@/core/routing/paths'
import { isoDayFromToday } from '@/core/i18n/demo-format'
import { Card, LoadingState, toast } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { InvoiceForm } from './InvoiceForm'
import { InvoiceFailure, useInvoice } from './use-invoice'

const noClient = { address: '', company: '', companyEmail: '', country: '', contact: '', name: '' }

const inputOf = (d: InvoiceDetail): InvoiceInput => ({
  client: d.invoice.client,
  issuedDate: d.invoice.issuedDate,
  dueDate: d.invoice.dueDate,
  items: d.items ?? [{ description: d.invoice.service, cost: d.invoice.total, qty: 1 }],
  note: d.note ?? '',
})

function useSaved() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  return (d: InvoiceDetail, created: boolean) => {
    toast.success(created ? t`Invoice #${d.invoice.id} created` : t`Invoice #${d.invoice.id} saved`)
    navigate(pathFor('apps-invoice-preview-id', { id: d.invoice.id }))
  }
}

/** Routes `apps-invoice-add` and `apps-invoice-edit-id`: the same form; edit loads the invoice first (404 → not found). */
export default function InvoiceEditorPage() {
  const { id } = useParams<{ id?: string }>()
  return id ? <EditInvoice id={id} /> : <AddInvoice />
}

function AddInvoice() {
  const saved = useSaved()
  const listHref = pathFor('apps-invoice-list')
  const initial: InvoiceInput = { client: noClient, issuedDate: isoDayFromToday(), dueDate: isoDayFromToday(14), items: [{ description: '', cost: 0, qty: 1 }], note: '' }
  return (
    <>
      <PageHeader title={<Trans>New invoice</Trans>} breadcrumbs={[{ label: <Trans>Invoices</Trans>, href: listHref }, { label: <Trans>New</Trans> }]} />
      <InvoiceForm initial={initial} cancelHref={listHref} save={(body) => demoApi<InvoiceDetail>('apps/invoice', { method: 'POST', body })} onSaved={(d) => saved(d, true)} />
    </>
  )
}

function EditInvoice({ id }: { id: string }) {
  const saved = useSaved()
  const invoice = useInvoice(id)
  const listHref = pathFor('apps-invoice-list')
  const crumbs = [{ label: <Trans>Invoices</Trans>, href: listHref }, { label: `#${id}`, href: pathFor('apps-invoice-preview-id', { id }) }, { label: <Trans>Edit</Trans> }]
  if (invoice.error)
    return (
      <>
        <PageHeader title={<Trans>Edit invoice #{id}</Trans>} breadcrumbs={crumbs} />
        <Card>
          <InvoiceFailure error={invoice.error} onRetry={invoice.reload} />
        </Card>
      </>
    )
  if (!invoice.data) return <LoadingState />
  return (
    <>
      <PageHeader title={<Trans>Edit invoice #{id}</Trans>} breadcrumbs={crumbs} />
      <InvoiceForm
        initial={inputOf(invoice.data)}
        cancelHref={pathFor('apps-invoice-preview-id', { id })}
        save={(body) => demoApi<InvoiceDetail>(`apps/invoice/${encodeURIComponent(id)}`, { method: 'PUT', body })}
        onSaved={(d) => saved(d, false)}
      />
    </>
  )
}
