import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button } from '../Button'
import { FormAlert } from './FormAlert'

type FooterProps = { dirty: boolean; submitting: boolean; formError: string | null; onReset: () => void; disabled?: boolean; saveLabel?: ReactNode }

/** The form-level error, then Save and Reset (Reset puts back what is saved). */
export function FormFooter({ dirty, submitting, formError, onReset, disabled, saveLabel }: FooterProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '6' })}>
      <FormAlert message={formError} />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {saveLabel ?? <Trans>Save changes</Trans>}
        </Button>
        <Button variant="outline" tone="neutral" disabled={!dirty || submitting || disabled} onClick={onReset}>
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  )
}
