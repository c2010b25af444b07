import type { HTMLAttributes } from 'react'
import { cx } from 'styled-system/css'
import { badge, type BadgeVariantProps } from 'styled-system/recipes'

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'primary'

export type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  BadgeVariantProps & {
    tone?: BadgeTone
    /** A leading coloured dot (status lists). */
    dot?: boolean
  }

export function Badge({ tone, variant, size, dot, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(badge({ tone, variant, size }), className)}>
      {dot && <span data-part="dot" aria-hidden="true" />}
      {children}
    </span>
  )
}
