import { defineConfig } from '@pandacss/dev'
import { preset as pandaPreset } from '@pandacss/preset-panda'
import { tokens } from './src/ui/theme/tokens'
import { semanticTokens } from './src/ui/theme/semantic-tokens'
import { recipes, slotRecipes } from './src/ui/theme/recipes'
import { globalCss } from './src/ui/theme/global-css'
import { BREAKPOINTS } from './src/ui/theme/breakpoints'

// Panda's default palettes the app never names (rose…slate): each would still ship as 11 CSS
// variables on every page, /login included. Kept: the base colours and the palettes tokens.ts tunes.
const USED_PALETTES = new Set(['current', 'black', 'white', 'transparent', 'green', 'blue', 'violet', 'orange', 'red', 'amber', 'cyan', 'gray'])
const trimmedPandaPreset = {
  ...pandaPreset,
  theme: {
    ...pandaPreset.theme,
    tokens: {
      ...pandaPreset.theme?.tokens,
      colors: Object.fromEntries(Object.entries(pandaPreset.theme?.tokens?.colors ?? {}).filter(([name]) => USED_PALETTES.has(name))),
    },
  },
}

export default defineConfig({
  presets: [trimmedPandaPreset],
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
    // Spec §9: xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560. Replaces Panda's defaults (not
    // `extend`), so no 640/768/1536 breakpoint is left behind.
    breakpoints: BREAKPOINTS,
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
    },
  },
  globalCss,
})
