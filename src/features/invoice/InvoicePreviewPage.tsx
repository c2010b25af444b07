import { useState } from 'react'
import { IconCash, IconPencil, IconPrinter, IconSend, IconTrash } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useParams } from 'wouter'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, Card, LoadingState } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { confirmDelete } from '@/ui/record/confirm-delete'
import { InvoiceDocument } from './InvoiceDocument'
import { InvoiceFailure, useInvoice } from './use-invoice'
import { SendInvoiceDrawer } from './SendInvoiceDrawer'
import { AddPaymentDrawer } from './AddPaymentDrawer'

/** Route `apps-invoice-preview-id`: the invoice as the client sees it, with print, send, add payment and delete. */
export default function InvoicePreviewPage() {
  const { t } = useLingui()
  const { id = '' } = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const invoice = useInvoice(id)
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null)
  const listHref = pathFor('apps-invoice-list')
  const crumbs = [{ label: <Trans>Invoices</Trans>, href: listHref }, { label: `#${id}` }]
  const d = invoice.data

  if (invoice.error)
    return (
      <>
        <PageHeader title={<Trans>Invoice #{id}</Trans>} breadcrumbs={crumbs} />
        <Card>
          <InvoiceFailure error={invoice.error} onRetry={invoice.reload} />
        </Card>
      </>
    )
  if (!d) return <LoadingState />

  const inv = d.invoice
  const onDelete = () =>
    void confirmDelete({
      title: t`Delete invoice #${inv.id}?`,
      message: t`The invoice to ${inv.client.name} will be deleted. This cannot be undone.`,
      confirmLabel: t`Delete`,
      remove: () => demoApi(`apps/invoice/${inv.id}`, { method: 'DELETE' }),
      onDone: () => navigate(listHref),
      messages: { deleted: t`Invoice deleted`, failed: t`Could not delete` },
    })

  return (
    <>
      <PageHeader
        title={<Trans>Invoice #{inv.id}</Trans>}
        subtitle={inv.client.name}
        breadcrumbs={crumbs}
        actions={
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button startIcon={<IconSend />} onClick={() => setDrawer('send')}>
              <Trans>Send invoice</Trans>
            </Button>
            <Button variant="outline" startIcon={<IconCash />} onClick={() => setDrawer('payment')} disabled={inv.balance <= 0}>
              <Trans>Add payment</Trans>
            </Button>
            <ButtonLink variant="outline" startIcon={<IconPencil />} href={pathFor('apps-invoice-edit-id', { id: inv.id })}>
              <Trans>Edit</Trans>
            </ButtonLink>
            <ButtonLink variant="outline" startIcon={<IconPrinter />} href={pathFor('apps-invoice-print-id', { id: inv.id })}>
              <Trans>Print</Trans>
            </ButtonLink>
            <Button variant="danger" startIcon={<IconTrash />} onClick={onDelete}>
              <Trans>Delete</Trans>
            </Button>
          </div>
        }
      />
      <Card padding="none">
        <InvoiceDocument detail={d} />
      </Card>
      <SendInvoiceDrawer open={drawer === 'send'} onOpenChange={(o) => setDrawer(o ? 'send' : null)} invoice={inv} onSent={(detail) => invoice.setData(detail)} />
      <AddPaymentDrawer open={drawer === 'payment'} onOpenChange={(o) => setDrawer(o ? 'payment' : null)} invoice={inv} onPaid={(detail) => invoice.setData(detail)} />
    </>
  )
}
