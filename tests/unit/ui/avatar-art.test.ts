import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS, avatarColor, avatarDataUrl, avatarSvg, initialsOf } from '@/ui/avatar-art'

describe('generated avatars', () => {
  it('takes initials the way each script reads', () => {
    expect(initialsOf('Sato Hanako')).toBe('SH')
    expect(initialsOf('  mary ann  lee ')).toBe('ML')
    expect(initialsOf('Cher')).toBe('C')
    expect(initialsOf('山田 太郎')).toBe('山')
    expect(initialsOf('山田　太郎')).toBe('山')
    expect(initialsOf('さくらテック')).toBe('さ')
    expect(initialsOf('')).toBe('')
  })

  it('picks the same palette colour for the same name, case and spacing aside', () => {
    expect(avatarColor('Sato Hanako')).toBe(avatarColor('  sato hanako '))
    expect(AVATAR_COLORS).toContain(avatarColor('山田 太郎'))
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'].map((n) => avatarColor(`${n} Person`)))
    expect(colours.size).toBeGreaterThan(3)
  })

  it('escapes names in the SVG and falls back to a silhouette without a name', () => {
    expect(avatarSvg('<b> &')).toContain('&#60;&#38;')
    expect(avatarSvg('')).toContain('<circle')
    expect(avatarDataUrl('Sato Hanako').startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
  })
})
