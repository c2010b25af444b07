import type { ReactNode } from 'react'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { IconButton } from './IconButton'

export type AlertTone = 'success' | 'danger' | 'warning' | 'info'

export type AlertProps = {
  tone?: AlertTone
  variant?: 'subtle' | 'solid' | 'outline'
  title?: ReactNode
  children?: ReactNode
  /** Buttons or links after the text (e.g. "Retry"). */
  action?: ReactNode
  /** Shows a close button; the owner removes the alert. */
  onClose?: () => void
  className?: string
}

const ICONS = { success: IconCircleCheck, danger: IconCircleX, warning: IconAlertTriangle, info: IconInfoCircle } as const

const root = css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '3', px: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'transparent', fontSize: 'sm', lineHeight: '1.5' })
const looks = {
  subtle: css({ color: 'var(--alert-text)', bg: 'var(--alert-subtle)' }),
  solid: css({ color: 'var(--alert-solid-fg)', bg: 'var(--alert-solid)' }),
  outline: css({ color: 'var(--alert-text)', borderColor: 'var(--alert-solid)' }),
}
const tones = {
  success: css({ '--alert-text': '{colors.success.text}', '--alert-subtle': '{colors.success.subtle}', '--alert-solid': '{colors.success}', '--alert-solid-fg': '{colors.success.fg}' }),
  danger: css({ '--alert-text': '{colors.danger.text}', '--alert-subtle': '{colors.danger.subtle}', '--alert-solid': '{colors.danger}', '--alert-solid-fg': '{colors.danger.fg}' }),
  warning: css({ '--alert-text': '{colors.warning.text}', '--alert-subtle': '{colors.warning.subtle}', '--alert-solid': '{colors.warning}', '--alert-solid-fg': '{colors.warning.fg}' }),
  info: css({ '--alert-text': '{colors.info.text}', '--alert-subtle': '{colors.info.subtle}', '--alert-solid': '{colors.info}', '--alert-solid-fg': '{colors.info.fg}' }),
}

/**
 * A message in the page flow. Danger and warning are announced at once (role=alert); success and
 * info politely (role=status).
 */
export function Alert({ tone = 'info', variant = 'subtle', title, children, action, onClose, className }: AlertProps) {
  const { t } = useLingui()
  const Icon = ICONS[tone]
  return (
    <div role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} data-tone={tone} className={cx(root, tones[tone], looks[variant], className)}>
      <Icon aria-hidden="true" size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
      <div className={css({ flex: '1', minW: 0 })}>
        {title && <p className={css({ m: 0, fontWeight: 'semibold' })}>{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className={css({ mt: '2', display: 'flex', gap: '2', flexWrap: 'wrap' })}>{action}</div>}
      </div>
      {onClose && (
        <IconButton label={t`Dismiss`} size="sm" onClick={onClose} className={css({ color: 'inherit', mt: '-1', me: '-2' })}>
          <IconX size={16} />
        </IconButton>
      )}
    </div>
  )
}
