import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button } from '../Button'

export type FormActionsProps = {
  /** The id of the `<form>` the save button submits (the footer sits outside it). */
  formId: string
  saveLabel: ReactNode
  submitting: boolean
  onCancel: () => void
  /** Something on the inline start, e.g. a Delete button. */
  start?: ReactNode
}

/** Cancel and Save at the end of a drawer's or dialog's footer, for a form inside its body. */
export function FormActions({ formId, saveLabel, submitting, onCancel, start }: FormActionsProps) {
  return (
    <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', w: 'full', flexWrap: 'wrap' })}>
      {start}
      {start && <span className={css({ flex: '1' })} />}
      <Button variant="outline" tone="neutral" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" form={formId} loading={submitting} disabled={submitting}>
        {saveLabel}
      </Button>
    </div>
  )
}
