import type { FormEvent, ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { Button } from '../Button'
import { ButtonLink } from '../ButtonLink'
import { Card } from '../Card'
import { ConflictNotice } from '../forms/ConflictNotice'
import { FormAlert } from '../forms/FormAlert'
import { PageHeader, type Breadcrumb } from '../page-header/PageHeader'
import { RecordPending } from './RecordPending'

export type RecordFormPageProps = {
  title: ReactNode
  /** Shown under the title once the page is ready (usually the record's name). */
  subtitle?: ReactNode
  breadcrumbs: readonly Breadcrumb[]
  /** The page cannot show its form: a record (or what it belongs to) failed to load. */
  error: ApiFailure | null
  onRetry: () => unknown
  /** True while what the form needs is still loading (never for an empty "add" form). */
  loading: boolean
  /** The form state, from useRecordForm. */
  form: { submitting: boolean; conflict: ApiFailure | null; formError: string | null }
  onSubmit: (event: FormEvent) => unknown
  /** Loads the record again after a 409 and starts the form over from it. */
  onReload: () => Promise<unknown>
  /** Where Cancel goes (the record's view, or the list for a new record). */
  cancelHref: string
  /** The feature's fields. */
  children: ReactNode
}

/**
 * The scaffold every record add/edit page shares: header, loading and failure states, then the
 * form in a card with the conflict notice (stale save), the form-wide error and Cancel / Save
 * (Save is disabled and busy while the save runs, so it cannot be sent twice).
 */
export function RecordFormPage(props: RecordFormPageProps) {
  const { title, subtitle, breadcrumbs, error, onRetry, loading, form, onSubmit, onReload, cancelHref, children } = props
  if (error || loading) return <RecordPending title={title} breadcrumbs={breadcrumbs} error={error} onRetry={onRetry} />
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Card
          footer={
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
              <ButtonLink href={cancelHref} variant="outline" tone="neutral">
                <Trans>Cancel</Trans>
              </ButtonLink>
              <Button type="submit" loading={form.submitting} disabled={form.submitting}>
                <Trans>Save</Trans>
              </Button>
            </div>
          }
        >
          {form.conflict && <ConflictNotice conflict={form.conflict} onReload={onReload} />}
          <FormAlert message={form.formError} />
          {children}
        </Card>
      </form>
    </>
  )
}
