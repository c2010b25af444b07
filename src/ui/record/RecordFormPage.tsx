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

/** The parts of useRecordForm's answer the page shows (any form schema fits). */
export type RecordFormState = {
  form: { submitting: boolean; conflict: ApiFailure | null; formError: string | null }
  submit: (event?: FormEvent) => unknown
  reload: () => Promise<unknown>
  error: ApiFailure | null
  retry: () => unknown
  loading: boolean
}

export type RecordFormPageProps = {
  title: ReactNode
  /** Shown under the title once the page is ready (usually the record's name). */
  subtitle?: ReactNode
  breadcrumbs: readonly Breadcrumb[]
  /** What useRecordForm returns: the form, its submit and reload, and how loading the record went. */
  recordForm: RecordFormState
  /** Overrides for a page that needs more than its record (e.g. the person a new row belongs to). */
  error?: ApiFailure | null
  onRetry?: () => unknown
  loading?: boolean
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
  const { title, subtitle, breadcrumbs, recordForm, cancelHref, children } = props
  const { form, submit, reload } = recordForm
  const { error = recordForm.error, onRetry = recordForm.retry, loading = recordForm.loading } = props
  if (error || loading) return <RecordPending title={title} breadcrumbs={breadcrumbs} error={error} onRetry={onRetry} />
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} />
      <form noValidate onSubmit={(e) => void submit(e)}>
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
          {form.conflict && <ConflictNotice conflict={form.conflict} onReload={reload} />}
          <FormAlert message={form.formError} />
          {children}
        </Card>
      </form>
    </>
  )
}
