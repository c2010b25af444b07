import { defineConfig } from '@pandacss/dev'
import { tokens } from './src/ui/theme/tokens'
import { semanticTokens } from './src/ui/theme/semantic-tokens'
import { recipes, slotRecipes } from './src/ui/theme/recipes'
import { globalCss } from './src/ui/theme/global-css'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./sw/**', './tests/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: false,
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
      bordered: '[data-skin=bordered] &',
      semiDark: '[data-semi-dark=true] &',
      collapsed: '[data-nav-collapsed=true] &',
      print: '@media print',
      primaryBlue: '[data-primary=blue] &',
      primaryViolet: '[data-primary=violet] &',
      primaryOrange: '[data-primary=orange] &',
      primaryRed: '[data-primary=red] &',
    },
  },
  theme: {
    extend: {
      breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', '2xl': '2560px' },
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
    },
  },
  globalCss,
})
