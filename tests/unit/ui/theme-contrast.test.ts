// Text contrast of the theme (WCAG AA, 4.5:1), computed from the token values themselves for every
// customizer primary colour in light and dark: the pairs the shared parts put together (filled
// buttons, badges, alerts and chips; tinted badges; tone and primary text on surfaces; body text).
import { describe, expect, it } from 'vitest'
import { tokens } from '@/ui/theme/tokens'
import { semanticTokens } from '@/ui/theme/semantic-tokens'
import { AVATAR_COLORS } from '@/ui/avatar-art'

type Rgba = [number, number, number, number]
type Mode = { dark: boolean; primary: 'green' | 'blue' | 'violet' | 'orange' | 'red' }
const PRIMARIES = ['green', 'blue', 'violet', 'orange', 'red'] as const
const MODES: Mode[] = PRIMARIES.flatMap((primary) => [false, true].map((dark) => ({ dark, primary })))
const name = (m: Mode) => `${m.primary}, ${m.dark ? 'dark' : 'light'}`

const raw = tokens.colors as Record<string, Record<string, { value: string }>>
const semantic = semanticTokens.colors as Record<string, Record<string, { value: string | Record<string, string> }>>

/** The value a semantic token takes in a mode; dark wins over the primary palette (its rule comes later in the CSS). */
function pick(value: string | Record<string, string>, mode: Mode): string {
  if (typeof value === 'string') return value
  const palette = `_primary${mode.primary[0].toUpperCase()}${mode.primary.slice(1)}`
  if (mode.dark && value._dark) return value._dark
  if (mode.primary !== 'green' && value[palette]) return value[palette]
  return value.base
}

function semanticValue(path: string, mode: Mode): string {
  const [group, key = 'DEFAULT'] = path.split('.')
  const entry = semantic[group]?.[key]
  if (entry) return pick(entry.value, mode)
  const plain = raw[group]?.[key]
  if (plain) return plain.value
  throw new Error(`no colour token ${path}`)
}

const hex = (h: string): Rgba => {
  const n = h.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16)).concat(1) as Rgba
}
const mix = (a: Rgba, b: Rgba, share: number): Rgba => a.map((v, i) => v * share + b[i] * (1 - share)) as Rgba

/** Resolves a token value: hex, {colors.x.y}, var(--colors-x-y), rgba(), and the color-mix forms the theme uses. */
function resolve(value: string, mode: Mode): Rgba {
  const v = value.trim()
  if (v === 'white') return [255, 255, 255, 1]
  if (v.startsWith('#')) return hex(v)
  const ref = /^\{colors\.([\w.]+)\}$/.exec(v)
  if (ref) return resolve(semanticValue(ref[1], mode), mode)
  const cssVar = /^var\(--colors-([\w-]+)\)$/.exec(v)
  if (cssVar) return resolve(semanticValue(cssVar[1].replace('-', '.'), mode), mode)
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(v)
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])]
  const colorMix = /^color-mix\(in srgb, (.+) (\d+)%, (white|transparent)\)$/.exec(v)
  if (colorMix) {
    const base = resolve(colorMix[1], mode)
    const share = Number(colorMix[2]) / 100
    return colorMix[3] === 'white' ? mix(base, [255, 255, 255, 1], share) : [base[0], base[1], base[2], share]
  }
  throw new Error(`cannot resolve ${value}`)
}

/** A colour as seen: translucent tints are laid over the surface they sit on. */
const over = (top: Rgba, under: Rgba): Rgba => (top[3] >= 1 ? top : ([...mix(top, under, top[3]).slice(0, 3), 1] as Rgba))
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}
function contrast(fg: Rgba, bg: Rgba): number {
  const [a, b] = [luminance(fg), luminance(bg)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Contrast of text token `fg` on `bg` (itself laid over `surface` when translucent). */
function pair(fg: string, bg: string, mode: Mode, surface = 'bg.surface'): number {
  const ground = resolve(`{colors.${surface}}`, mode)
  const back = over(resolve(`{colors.${bg}}`, mode), ground)
  return contrast(over(resolve(`{colors.${fg}}`, mode), back), back)
}

const TONES = ['success', 'danger', 'warning', 'info'] as const
const AA = 4.5

describe('theme contrast (WCAG AA for text) in every customizer colour, light and dark', () => {
  it('resolves the theme the way the generated CSS does (sanity of this test)', () => {
    const white = resolve('#ffffff', MODES[0])
    expect(contrast(white, hex('#000000'))).toBeCloseTo(21, 5)
    expect(contrast(white, hex('#28a745'))).toBeLessThan(AA) // the old green fill: 3.1:1
    expect(resolve('{colors.primary}', { dark: false, primary: 'blue' })).toEqual(hex(raw.blue['500'].value))
  })

  for (const mode of MODES) {
    it(`filled primary with its text, at rest, hover and pressed (${name(mode)})`, () => {
      for (const bg of ['primary', 'primary.hover', 'primary.active']) expect(pair('primary.fg', bg, mode), bg).toBeGreaterThanOrEqual(AA)
    })

    it(`primary as text on surfaces and on its tint (${name(mode)})`, () => {
      for (const bg of ['bg.surface', 'bg.canvas', 'bg.subtle', 'primary.subtle']) expect(pair('primary.text', bg, mode), bg).toBeGreaterThanOrEqual(AA)
    })

    it(`tones: text on the fill, as text on surfaces and on their tint (${name(mode)})`, () => {
      for (const tone of TONES) {
        expect(pair(`${tone}.fg`, tone, mode), `${tone} fill`).toBeGreaterThanOrEqual(AA)
        for (const bg of ['bg.surface', 'bg.canvas', `${tone}.subtle`]) expect(pair(`${tone}.text`, bg, mode), `${tone}.text on ${bg}`).toBeGreaterThanOrEqual(AA)
      }
    })

    it(`body, muted and small print on every surface (${name(mode)})`, () => {
      for (const fg of ['fg', 'fg.muted', 'fg.subtle'])
        for (const bg of ['bg.surface', 'bg.canvas', 'bg.subtle', 'bg.muted'])
          expect(pair(fg, bg, mode), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA)
    })
  }

  it('white text on the neutral fill (solid neutral badges and chips) and on every generated avatar colour', () => {
    const white = hex('#ffffff')
    expect(contrast(white, hex(raw.gray['600'].value))).toBeGreaterThanOrEqual(AA)
    for (const colour of AVATAR_COLORS) expect(contrast(white, hex(colour)), colour).toBeGreaterThanOrEqual(AA)
  })
})
