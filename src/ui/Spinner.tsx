import { useLingui } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes'

export type SpinnerProps = SpinnerVariantProps & {
  /** Announced to screen readers; defaults to "Loading". Pass `decorative` when a parent already says so. */
  label?: string
  decorative?: boolean
  className?: string
}

export function Spinner({ label, decorative, className, ...variants }: SpinnerProps) {
  const { t } = useLingui()
  if (decorative) return <span aria-hidden="true" className={cx(spinner(variants), className)} />
  return <span role="status" aria-label={label ?? t`Loading`} className={cx(spinner(variants), className)} />
}
