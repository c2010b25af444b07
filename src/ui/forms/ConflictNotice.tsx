import { useState } from 'react'
import { IconRefresh, IconGitCompare } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { Button } from '../Button'

export type ConflictNoticeProps = {
  /** `form.conflict` (a 409 from the last save). */
  conflict: ApiFailure
  /** Loads the current record and resets the form to it (your edits are dropped after asking). */
  onReload: () => void | Promise<unknown>
}

/** Someone (or another tab) saved this record first: explain, and offer to load their version. */
export function ConflictNotice({ conflict, onReload }: ConflictNoticeProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  return (
    <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap', p: '4', borderRadius: 'md', bg: 'warning.subtle', color: 'fg', borderInlineStartWidth: '4px', borderColor: 'warning' })}>
      <IconGitCompare aria-hidden="true" className={css({ color: 'warning.text', flexShrink: 0, mt: '0.5' })} />
      <div className={css({ flex: '1', minW: '12rem' })}>
        <p className={css({ fontWeight: 'semibold', m: '0' })}>
          <Trans>This record was changed elsewhere</Trans>
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', m: '0', mt: '0.5' })}>
          <Trans>Someone saved it after you opened it, maybe in another tab. Reload it to see their version, then make your changes again.</Trans>
        </p>
        {conflict.message && <p className={css({ fontSize: 'xs', color: 'fg.subtle', m: '0', mt: '1' })}>{conflict.message}</p>}
      </div>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        startIcon={<IconRefresh />}
        loading={busy}
        aria-label={t`Reload the record`}
        onClick={async () => {
          setBusy(true)
          try {
            await onReload()
          } finally {
            setBusy(false)
          }
        }}
      >
        <Trans>Reload the record</Trans>
      </Button>
    </div>
  )
}
