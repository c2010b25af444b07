import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { duration, monthYear } from '@/core/i18n/demo-format'

const inLocale = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } })

describe('duration', () => {
  it('writes the demo data\'s hours and minutes in the user\'s language', () => {
    expect(duration(inLocale('ja'), '10h 29m')).toBe('10 時間 29 分')
    expect(duration(inLocale('en'), '10h 29m')).toBe('10 hr, 29 min')
    expect(duration(inLocale('fr'), '6h 7m')).toMatch(/^6\sh et 7\smin$/)
  })

  it('reads "2.35 min" as 2 min 35 s, leaves out a zero part but never the first', () => {
    expect(duration(inLocale('ja'), '2.35 min')).toBe('2 分 35 秒')
    expect(duration(inLocale('en'), '21h 0m')).toBe('21 hr')
    expect(duration(inLocale('en'), '0h 45m')).toBe('0 hr, 45 min')
    expect(duration(inLocale('ja'), '45 min')).toBe('45 分')
  })

  it('shows anything else as written', () => {
    expect(duration(inLocale('ja'), 'about an hour')).toBe('about an hour')
    expect(duration(inLocale('en'), '')).toBe('')
  })
})

describe('monthYear', () => {
  it('writes "April 2021" in the user\'s language; anything else as written', () => {
    expect(monthYear(inLocale('ja'), 'April 2021')).toBe('2021年4月')
    expect(monthYear(inLocale('en'), 'April 2021')).toBe('April 2021')
    expect(monthYear(inLocale('fr'), 'December 2019')).toBe('décembre 2019')
    expect(monthYear(inLocale('ja'), 'Spring 2021')).toBe('Spring 2021')
  })
})
