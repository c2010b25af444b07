import { describe, expect, it } from 'vitest'
import {
  colorScheme, navbarType, navChoice, navLayout, resetSettings, setNavbarType, setNavChoice, settingsChanged, settingsCookieName,
  systemPrefersDark, theme, verticalNavCollapsed,
} from '@/core/settings/settings'

describe('layout settings (spec §4)', () => {
  it('cookie names carry the app title as prefix', () => {
    expect(settingsCookieName('theme')).toBe('Meishi-theme')
  })
  it('defaults: light, vertical, sticky navbar; nothing changed', () => {
    resetSettings()
    expect(theme.value).toBe('light')
    expect(navChoice.value).toBe('vertical')
    expect(navbarType.value).toBe('sticky')
    expect(settingsChanged.value).toBe(false)
  })
  it('switching to horizontal un-hides a hidden navbar and un-collapses the nav', () => {
    resetSettings()
    setNavChoice('collapsed')
    setNavbarType('hidden')
    expect(verticalNavCollapsed.value).toBe(true)
    expect(navbarType.value).toBe('hidden')
    setNavChoice('horizontal')
    expect(navLayout.value).toBe('horizontal')
    expect(verticalNavCollapsed.value).toBe(false)
    expect(navbarType.value).toBe('sticky')
    // and a horizontal layout keeps its navbar
    setNavbarType('hidden')
    expect(navbarType.value).toBe('sticky')
    expect(settingsChanged.value).toBe(true)
    resetSettings()
  })
  it('theme system follows the device preference', () => {
    theme.value = 'system'
    systemPrefersDark.value = true
    expect(colorScheme.value).toBe('dark')
    systemPrefersDark.value = false
    expect(colorScheme.value).toBe('light')
    resetSettings()
  })
})
