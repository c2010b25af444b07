import type { ReactNode } from 'react'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { BadgeTone } from './Badge'

export type ChipProps = {
  children: ReactNode
  tone?: BadgeTone
  variant?: 'subtle' | 'outline' | 'solid'
  /** Something before the label: an Avatar (size xs) or an icon. */
  start?: ReactNode
  /** Makes the chip a toggle button (filters); `selected` is its pressed state. */
  onClick?: () => void
  selected?: boolean
  /** Shows a remove button named after the chip's text. */
  onRemove?: () => void
  /** Accessible text of the chip when children is not plain text (used by the remove button). */
  label?: string
  disabled?: boolean
  className?: string
}

const base = css({
  display: 'inline-flex', alignItems: 'center', gap: '1.5', h: '7', px: '2.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'medium',
  borderWidth: '1px', borderColor: 'transparent', whiteSpace: 'nowrap', maxW: 'full', lineHeight: '1',
  '&:is(button)': { cursor: 'pointer', _hover: { filter: 'brightness(0.95)' }, _disabled: { opacity: 0.5, cursor: 'not-allowed' } },
  '&[aria-pressed=true]': { outline: '2px solid', outlineColor: 'var(--chip-solid)', outlineOffset: '1px' },
})
const tones: Record<BadgeTone, string> = {
  success: css({ '--chip-fg': '{colors.success.text}', '--chip-bg': '{colors.success.subtle}', '--chip-solid': '{colors.success}', '--chip-solid-fg': '{colors.success.fg}' }),
  danger: css({ '--chip-fg': '{colors.danger.text}', '--chip-bg': '{colors.danger.subtle}', '--chip-solid': '{colors.danger}', '--chip-solid-fg': '{colors.danger.fg}' }),
  warning: css({ '--chip-fg': '{colors.warning.text}', '--chip-bg': '{colors.warning.subtle}', '--chip-solid': '{colors.warning}', '--chip-solid-fg': '{colors.warning.fg}' }),
  info: css({ '--chip-fg': '{colors.info.text}', '--chip-bg': '{colors.info.subtle}', '--chip-solid': '{colors.info}', '--chip-solid-fg': '{colors.info.fg}' }),
  primary: css({ '--chip-fg': '{colors.primary.text}', '--chip-bg': '{colors.primary.subtle}', '--chip-solid': '{colors.primary}', '--chip-solid-fg': '{colors.primary.fg}' }),
  neutral: css({ '--chip-fg': '{colors.fg}', '--chip-bg': '{colors.bg.muted}', '--chip-solid': '{colors.gray.600}', '--chip-solid-fg': 'white' }),
}
const looks = {
  subtle: css({ color: 'var(--chip-fg)', bg: 'var(--chip-bg)' }),
  outline: css({ color: 'var(--chip-fg)', borderColor: 'var(--chip-solid)', bg: 'transparent' }),
  solid: css({ color: 'var(--chip-solid-fg)', bg: 'var(--chip-solid)' }),
}
const removeButton = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '5', h: '5', me: '-1', borderRadius: 'full', border: 'none',
  bg: 'transparent', color: 'inherit', cursor: 'pointer', _hover: { bg: 'color-mix(in srgb, currentColor 15%, transparent)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})

/** A compact label: a filter toggle, a removable tag or a plain status. */
export function Chip({ children, tone = 'neutral', variant = 'subtle', start, onClick, selected, onRemove, label, disabled, className }: ChipProps) {
  const { t } = useLingui()
  const name = label ?? (typeof children === 'string' ? children : '')
  const content = (
    <>
      {start}
      <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{children}</span>
    </>
  )
  const classes = cx(base, tones[tone], looks[variant], className)
  if (onClick)
    return (
      <button type="button" className={classes} aria-pressed={selected} onClick={onClick} disabled={disabled}>
        {content}
      </button>
    )
  return (
    <span className={classes} data-disabled={disabled || undefined}>
      {content}
      {onRemove && (
        <button type="button" className={removeButton} aria-label={t`Remove ${name}`} onClick={onRemove} disabled={disabled}>
          <IconX size={14} aria-hidden="true" />
        </button>
      )}
    </span>
  )
}
