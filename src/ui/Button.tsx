import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'
import { Spinner } from './Spinner'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /** Shows a spinner, sets aria-busy and blocks clicks (e.g. while saving). */
    loading?: boolean
    /** Icon before the label (mirrors in rtl because it is inline content). */
    startIcon?: ReactNode
    endIcon?: ReactNode
    ref?: Ref<HTMLButtonElement>
  }

export function Button({ variant, tone, size, square, block, loading, startIcon, endIcon, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={cx(button({ variant, tone, size, square, block }), className)}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children}
      {endIcon}
    </button>
  )
}
