import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, preferredLocale } from '../../../src/core/i18n/locales'

describe('preferredLocale (a first visit follows the browser)', () => {
  it('picks the first supported language by its primary subtag', () => {
    expect(preferredLocale(['ja-JP', 'en-US'])).toBe('ja')
    expect(preferredLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr')
    expect(preferredLocale(['AR_eg'])).toBe('ar')
    expect(preferredLocale(['en-GB', 'ja'])).toBe('en')
  })
  it('is undefined when the browser speaks none of them, so the app default applies', () => {
    expect(preferredLocale(['de', 'zh-Hans-CN'])).toBeUndefined()
    expect(preferredLocale([])).toBeUndefined()
    expect(DEFAULT_LOCALE).toBe('en')
  })
})
