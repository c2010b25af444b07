import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ApiFailure } from '@/core/list/api-failure'
import { ButtonLink } from '../ButtonLink'
import { Card } from '../Card'
import { PageHeader, type Breadcrumb } from '../page-header/PageHeader'
import { EmptyState } from '../states/EmptyState'
import { ErrorState } from '../states/ErrorState'
import { LoadingState } from '../states/LoadingState'

export type RecordPendingProps = {
  /** What the page is about ("Company", "Edit person"): the header while the record itself cannot be shown. */
  title: ReactNode
  breadcrumbs: readonly Breadcrumb[]
  /** Why the record could not be loaded (404, 403, offline…); null while it is still loading. */
  error: ApiFailure | null
  onRetry: () => unknown
}

/**
 * What a record page shows until its record is there: the loading state, or the page header over
 * the reason it failed. A record that does not exist (404) gets a way back to its list, not a
 * Retry that cannot help; other failures (offline, 500) keep Retry. Only the linked crumbs stay:
 * the record's own crumb would be a placeholder.
 */
export function RecordPending({ title, breadcrumbs, error, onRetry }: RecordPendingProps) {
  if (!error) return <LoadingState />
  const linked = breadcrumbs.filter((b) => b.href)
  const back = linked.at(-1)
  return (
    <>
      <PageHeader title={title} breadcrumbs={linked} />
      <Card>
        {error.status === 404 ? (
          <EmptyState
            title={<Trans>This record does not exist</Trans>}
            description={<Trans>It may have been deleted, or the link is wrong.</Trans>}
            action={
              back?.href ? (
                <ButtonLink href={back.href} variant="outline" startIcon={<IconArrowLeft className="flip-rtl" />}>
                  <Trans>Back to {back.label}</Trans>
                </ButtonLink>
              ) : undefined
            }
          />
        ) : (
          <ErrorState error={error} onRetry={() => void onRetry()} />
        )}
      </Card>
    </>
  )
}
