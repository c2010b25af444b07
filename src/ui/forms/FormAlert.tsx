import type { ReactNode } from 'react'
import { IconAlertTriangle } from '@tabler/icons-react'
import { css } from 'styled-system/css'

/** A form-level error (403, offline, 500) above the Save button; renders nothing without a message. */
export function FormAlert({ message }: { message: ReactNode | null | undefined }) {
  if (!message) return null
  return (
    <div role="alert" className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger.text', fontSize: 'sm' })}>
      <IconAlertTriangle size={18} aria-hidden="true" className={css({ flexShrink: 0 })} />
      <span>{message}</span>
    </div>
  )
}
