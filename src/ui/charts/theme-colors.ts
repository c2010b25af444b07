import { useEffect, useState } from 'react'
import { SERIES_COLORS } from './palette'

// Chart libraries (ApexCharts, chart.js) draw with colour strings, not CSS variables: this reads our
// Panda tokens as the browser resolves them now, and again whenever <html> switches theme or colour.
export type ThemeColors = {
  /** The series palette (primary first), resolved. */
  series: string[]
  text: string
  muted: string
  grid: string
  surface: string
  track: string
  dark: boolean
  font: string
}

const varName = (ref: string) => ref.replace(/^var\((--[^)]+)\)$/, '$1')
const WATCHED = ['data-theme', 'data-primary', 'data-skin', 'data-semi-dark', 'class', 'style']

export function readThemeColors(root: HTMLElement = document.documentElement): ThemeColors {
  const style = getComputedStyle(root)
  const get = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    series: SERIES_COLORS.map((ref) => get(varName(ref), '#888888')),
    text: get('--colors-fg', '#333333'),
    muted: get('--colors-fg-muted', '#6b7280'),
    grid: get('--colors-border', '#e5e7eb'),
    surface: get('--colors-bg-surface', '#ffffff'),
    track: get('--colors-bg-muted', '#f3f4f6'),
    dark: root.dataset.theme === 'dark',
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
  }
}

const same = (a: ThemeColors, b: ThemeColors) => JSON.stringify(a) === JSON.stringify(b)

/** The theme's colours, resolved; a new object only when they really change (light/dark, customizer colour). */
export function useThemeColors(): ThemeColors {
  const [colors, setColors] = useState(readThemeColors)
  useEffect(() => {
    const update = () => setColors((old) => {
      const next = readThemeColors()
      return same(old, next) ? old : next
    })
    update()
    const mo = new MutationObserver(update)
    mo.observe(document.documentElement, { attributes: true, attributeFilter: WATCHED })
    return () => mo.disconnect()
  }, [])
  return colors
}
