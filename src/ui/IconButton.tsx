import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes'
import { Spinner } from './Spinner'

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> &
  Omit<ButtonVariantProps, 'square' | 'block'> & {
    /** Required: the accessible name (an icon alone says nothing to a screen reader). Also the hover title. */
    label: string
    children: ReactNode
    loading?: boolean
    ref?: Ref<HTMLButtonElement>
  }

export function IconButton({ label, variant = 'ghost', tone = 'neutral', size, loading, disabled, className, children, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, tone, size, square: true }), className)}
    >
      {loading ? <Spinner size="sm" decorative /> : children}
    </button>
  )
}
