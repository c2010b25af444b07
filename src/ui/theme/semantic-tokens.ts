import { defineSemanticTokens } from '@pandacss/dev'

// Surfaces and text for light and dark; `primary` follows the customizer's colour (data-primary on <html>).
// Dark primary text is a light tint of whichever primary is chosen (not always green).
// The filled primary (buttons, selected tabs, badges) carries white text, so each palette uses its first
// shade that reaches 4.5:1 with white: blue and violet at 500, green, orange and red at 600.
const FILL: Record<string, number> = { green: 600, blue: 500, violet: 500, orange: 600, red: 600 }
const primaryShade = (step: number) => {
  const shade = (palette: string) => `{colors.${palette}.${FILL[palette] + step * 100}}`
  return {
    value: {
      base: shade('green'),
      _primaryBlue: shade('blue'),
      _primaryViolet: shade('violet'),
      _primaryOrange: shade('orange'),
      _primaryRed: shade('red'),
    },
  }
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    primary: {
      DEFAULT: primaryShade(0),
      subtle: { value: { base: '{colors.green.50}', _primaryBlue: '{colors.blue.50}', _primaryViolet: '{colors.violet.50}', _primaryOrange: '{colors.orange.50}', _primaryRed: '{colors.red.50}', _dark: 'color-mix(in srgb, var(--colors-primary) 18%, transparent)' } },
      hover: primaryShade(1),
      active: primaryShade(2),
      fg: { value: '#ffffff' },
      text: { value: { base: '{colors.green.700}', _primaryBlue: '{colors.blue.700}', _primaryViolet: '{colors.violet.700}', _primaryOrange: '{colors.orange.700}', _primaryRed: '{colors.red.700}', _dark: 'color-mix(in srgb, var(--colors-primary) 62%, white)' } },
    },
    bg: {
      canvas: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      surface: { value: { base: '#ffffff', _dark: '{colors.gray.900}' } },
      subtle: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.850}' } },
      muted: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
      emphasized: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
      overlay: { value: { base: 'rgba(19, 21, 29, 0.45)', _dark: 'rgba(0, 0, 0, 0.6)' } },
      nav: { value: { base: '#ffffff', _dark: '{colors.gray.900}', _semiDark: '{colors.gray.900}' } },
    },
    fg: {
      DEFAULT: { value: { base: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      // Small print (section labels, hints, placeholders): at least 4.5:1 on surfaces in both themes.
      subtle: { value: { base: '#626a7a', _dark: '#9098a7' } },
      nav: { value: { base: '{colors.gray.700}', _dark: '{colors.gray.200}', _semiDark: '{colors.gray.200}' } },
    },
    border: {
      DEFAULT: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
      strong: { value: { base: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
    },
    // DEFAULT is the fill, `fg` the text on it, `text` the tone as text on surfaces, `subtle` the tint.
    success: { DEFAULT: { value: '{colors.green.600}' }, fg: { value: '#ffffff' }, subtle: { value: { base: '{colors.green.50}', _dark: 'rgba(40,167,69,0.18)' } }, text: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } } },
    danger: { DEFAULT: { value: '{colors.red.600}' }, fg: { value: '#ffffff' }, subtle: { value: { base: '{colors.red.50}', _dark: 'rgba(229,67,59,0.18)' } }, text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } } },
    // Amber is too light for white text at any shade that still reads as amber: dark text on it.
    warning: { DEFAULT: { value: '{colors.amber.500}' }, fg: { value: '{colors.gray.950}' }, subtle: { value: { base: '{colors.amber.100}', _dark: 'rgba(245,165,36,0.18)' } }, text: { value: { base: '{colors.amber.700}', _dark: '{colors.amber.500}' } } },
    info: { DEFAULT: { value: '{colors.cyan.600}' }, fg: { value: '#ffffff' }, subtle: { value: { base: '{colors.cyan.100}', _dark: 'rgba(22,177,214,0.18)' } }, text: { value: { base: '{colors.cyan.700}', _dark: '{colors.cyan.500}' } } },
  },
  shadows: {
    card: { value: { base: '0 2px 6px rgba(19, 21, 29, 0.08)', _dark: '0 2px 8px rgba(0, 0, 0, 0.4)' } },
    raised: { value: { base: '0 8px 24px rgba(19, 21, 29, 0.14)', _dark: '0 8px 24px rgba(0, 0, 0, 0.55)' } },
  },
})
