import { css } from 'styled-system/css'

// A category's picture: our own drawing (a tag on a tinted tile), its hue taken from the name.
const hueOf = (name: string) => [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7)

/** The placeholder image of a category (decorative: the name is next to it). */
export function CategoryThumb({ name, size = 40 }: { name: string; size?: number }) {
  const hue = hueOf(name)
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className={css({ flexShrink: 0, borderRadius: 'md' })}>
      <rect width="40" height="40" rx="8" fill={`hsl(${hue} 70% 92%)`} />
      <path d="M11 12h9l9 9-8 8-10-10z" fill={`hsl(${hue} 55% 45%)`} />
      <circle cx="15.5" cy="16.5" r="2" fill={`hsl(${hue} 70% 92%)`} />
    </svg>
  )
}
