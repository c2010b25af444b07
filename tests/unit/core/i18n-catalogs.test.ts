import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { activateLocale, ensureAreaCatalog, i18n } from '@/core/i18n/i18n'

// Messages from two feature catalogs (misc, company); ids are hashes of the English text.
const technicalDetails = msg`Technical details`
const thirteenDigits = msg`13 digits`

describe('area catalogs', () => {
  it('a second caller waits for the download the first started, not for nothing', async () => {
    await activateLocale('fr')
    const first = ensureAreaCatalog('misc')
    await ensureAreaCatalog('misc')
    expect(i18n._(technicalDetails)).toBe('Détails techniques')
    await first
  })

  it('a language switch brings every area asked for so far in the new language', async () => {
    await activateLocale('fr')
    await ensureAreaCatalog('misc')
    await activateLocale('ja')
    expect(i18n._(technicalDetails)).not.toBe('Technical details')
    expect(i18n._(technicalDetails)).not.toBe('Détails techniques')
  })

  it('an area asked for during a switch is there in the language switched to', async () => {
    await activateLocale('en')
    const switching = activateLocale('fr')
    await ensureAreaCatalog('company')
    await switching
    expect(i18n.locale).toBe('fr')
    expect(i18n._(thirteenDigits)).toBe('13 chiffres')
  })
})
