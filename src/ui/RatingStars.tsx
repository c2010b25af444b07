import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { css } from 'styled-system/css'

export type RatingStarsProps = {
  value: number
  max?: 5
  /** What screen readers say, already translated (e.g. "4 out of 5 stars"); the stars alone are decorative. */
  label?: string
  size?: number
}

const row = css({ display: 'inline-flex', gap: '0.5', color: 'warning', verticalAlign: 'middle' })
const off = css({ color: 'border.strong' })

/** A read-only star rating (reviews). */
export function RatingStars({ value, max = 5, label, size = 16 }: RatingStarsProps) {
  const full = Math.round(Math.min(Math.max(value, 0), max))
  return (
    <span className={row} role="img" aria-label={label ?? `${full}/${max}`}>
      {Array.from({ length: max }, (_, i) => (i < full ? <IconStarFilled key={i} size={size} aria-hidden /> : <IconStar key={i} size={size} aria-hidden className={off} />))}
    </span>
  )
}
