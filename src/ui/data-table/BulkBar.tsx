import type { ReactNode } from 'react'
import { IconX } from '@tabler/icons-react'
import { Plural, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { IconButton } from '../IconButton'

/** The strip above a table while rows are selected: the count, the actions, and a way to clear. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children?: ReactNode }) {
  const { t } = useLingui()
  return (
    <div
      role="region"
      aria-label={t`Bulk actions`}
      className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', px: '4', py: '2', bg: 'primary.subtle', color: 'primary.text', fontSize: 'sm', fontWeight: 'medium', borderBottomWidth: '1px', borderColor: 'border' })}
    >
      <IconButton label={t`Clear selection`} size="xs" onClick={onClear}>
        <IconX />
      </IconButton>
      <span aria-live="polite" data-part="selected-count">
        <Plural value={count} one="# selected" other="# selected" />
      </span>
      <div className={css({ display: 'flex', gap: '2', marginInlineStart: 'auto', flexWrap: 'wrap' })}>{children}</div>
    </div>
  )
}
