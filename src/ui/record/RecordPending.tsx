import type { ReactNode } from 'react'
import type { ApiFailure } from '@/core/list/api-failure'
import { Card } from '../Card'
import { PageHeader, type Breadcrumb } from '../page-header/PageHeader'
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
 * the reason it failed with a Retry (the header keeps the breadcrumbs, so the user can go back up).
 */
export function RecordPending({ title, breadcrumbs, error, onRetry }: RecordPendingProps) {
  if (!error) return <LoadingState />
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Card>
        <ErrorState error={error} onRetry={() => void onRetry()} />
      </Card>
    </>
  )
}
