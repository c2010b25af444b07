// Our own generated avatars: initials on a colour picked deterministically from the name,
// so the same person always gets the same picture, in every list and on every device.
import { initialsOf } from '@/core/api/contract/names/display-name'

/** Mid-tone colours that keep white initials readable on light and dark surfaces (WCAG AA for large text). */
export const AVATAR_COLORS = ['#1a7530', '#2359c0', '#5e40c4', '#a2550b', '#c2342d', '#0d7891', '#8a3f8f', '#4f6b14', '#3d4452', '#b3306b'] as const

function hash(text: string): number {
  // FNV-1a: tiny, stable across runs and browsers.
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function avatarColor(name: string): string {
  return AVATAR_COLORS[hash(name.trim().toLowerCase()) % AVATAR_COLORS.length]
}

/** Initials of a shown name (佐藤 陽翔 → 佐, Haruto Sato → HS): the one rule of src/core/api/contract/names. */
export { initialsOf }

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The avatar as an SVG string (for places that need a URL: use avatarDataUrl). */
export function avatarSvg(name: string): string {
  const initials = initialsOf(name)
  const fill = avatarColor(name || '?')
  const size = initials.length > 1 ? 15 : 18
  const glyph = initials
    ? `<text x="20" y="20" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-weight="600" font-size="${size}">${escapeXml(initials)}</text>`
    : // No name: a neutral head-and-shoulders silhouette.
      '<circle cx="20" cy="16" r="7" fill="#fff" opacity="0.9"/><path d="M7 36c1.5-7 7-10.5 13-10.5S31.5 29 33 36z" fill="#fff" opacity="0.9"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${initials ? fill : '#9aa1af'}"/>${glyph}</svg>`
}

export function avatarDataUrl(name: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(name))}`
}
