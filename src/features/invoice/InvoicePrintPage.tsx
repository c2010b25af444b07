import { useEffect } from 'react'
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useParams } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, LoadingState } from '@/ui'
import { InvoiceDocument } from './InvoiceDocument'
import { InvoiceFailure, useInvoice } from './use-invoice'

// A4 with print margins; the on-screen page is an A4-wide sheet on a grey desk.
const PRINT_CSS = '@page { size: A4; margin: 14mm; } @media print { html, body { background: #fff !important; } }'
const desk = css({ minH: '100vh', bg: 'bg.muted', py: { base: '0', md: '8' }, '@media print': { bg: 'white', py: 0 } })
const paper = css({ maxW: '210mm', mx: 'auto', bg: 'bg.surface', boxShadow: 'md', '@media print': { boxShadow: 'none', maxW: 'none' } })
const bar = css({ maxW: '210mm', mx: 'auto', display: 'flex', justifyContent: 'space-between', gap: '2', p: { base: '3', md: '0' }, mb: { md: '4' }, '@media print': { display: 'none' } })

/** Route `apps-invoice-print-id`: the invoice alone (no app chrome) on A4; the print dialog opens once it is there. */
export default function InvoicePrintPage() {
  const { id = '' } = useParams<{ id: string }>()
  const invoice = useInvoice(id)
  const ready = Boolean(invoice.data)
  useEffect(() => {
    // Let the fonts and layout settle first; tests and bots without a print dialog just get the page.
    if (!ready || navigator.webdriver) return
    const timer = window.setTimeout(() => window.print(), 300)
    return () => window.clearTimeout(timer)
  }, [ready])

  return (
    <div className={desk}>
      <style>{PRINT_CSS}</style>
      <div className={bar}>
        <ButtonLink variant="ghost" startIcon={<IconArrowLeft className={css({ _rtl: { transform: 'scaleX(-1)' } })} />} href={pathFor('apps-invoice-preview-id', { id })}>
          <Trans>Back to the invoice</Trans>
        </ButtonLink>
        {ready && (
          <Button startIcon={<IconPrinter />} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
      </div>
      <main className={paper}>
        {invoice.error ? <InvoiceFailure error={invoice.error} onRetry={invoice.reload} /> : invoice.data ? <InvoiceDocument detail={invoice.data} /> : <LoadingState />}
      </main>
    </div>
  )
}
