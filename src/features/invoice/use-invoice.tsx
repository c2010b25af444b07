import { Trans, useLingui } from '@lingui/react/macro'
import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import type { InvoiceDetail } from '@/core/api/contract/demo/invoice'
import type { ApiFailure } from '@/core/list/api-failure'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink, ErrorState } from '@/ui'

/** One invoice with its payment details (GET /api/apps/invoice/:id). */
export const useInvoice = (id: string) =>
  useResource<InvoiceDetail>(`apps/invoice/${encodeURIComponent(id)}`, {
    fetcher: demoApi as unknown as ResourceFetcher,
  })

/** Why an invoice cannot be shown; a 404 says so in the spec's words and offers the way back to the list. */
export function InvoiceFailure({ error, onRetry }: { error: ApiFailure; onRetry: () => unknown }) {
  const { t } = useLingui()
  if (error.status === 404)
    return (
      <div>
        <ErrorState error={error} title={t`No invoice found with this id`} description={t`It may have been deleted, or the number in the link is wrong.`} />
        <div style={{ display: 'flex', justifyContent: 'center', paddingBottom: '2rem' }}>
          <ButtonLink href={pathFor('apps-invoice-list')} variant="outline">
            <Trans>Back to invoices</Trans>
          </ButtonLink>
        </div>
      </div>
    )
  return <ErrorState error={error} onRetry={() => void onRetry()} />
}
