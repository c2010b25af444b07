import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { courseLanguageLabel, skillLevelLabel } from '@/features/academy/labels'

const inLocale = (locale: string, messages: Record<string, string> = {}) => setupI18n({ locale, messages: { [locale]: messages } })

describe('course details labels', () => {
  it('names the course language in the user\'s language; one it does not know as written', () => {
    expect(courseLanguageLabel(inLocale('ja'), 'English')).toBe('英語')
    expect(courseLanguageLabel(inLocale('fr'), 'Japanese')).toBe('japonais')
    expect(courseLanguageLabel(inLocale('ja'), 'Klingon')).toBe('Klingon')
  })

  it('shows a skill level it does not know as written', () => {
    expect(skillLevelLabel(inLocale('en'), 'Intermediate')).toBe('Intermediate')
    expect(skillLevelLabel(inLocale('en'), 'Expert only')).toBe('Expert only')
  })
})
