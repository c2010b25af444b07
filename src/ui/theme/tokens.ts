import { defineTokens } from '@pandacss/dev'

// Spec §9: primary colour is green; fonts a sans-serif family in weights 300 to 900.
// Shades 600/700 are tuned so white text on them and 700 text on the 50/100 tints reach 4.5:1 (WCAG AA);
// tests/unit/theme/contrast.test.ts checks every pair the theme uses.
export const tokens = defineTokens({
  colors: {
    green: {
      50: { value: '#e9f8ef' }, 100: { value: '#c9eed7' }, 200: { value: '#9fe0b9' }, 300: { value: '#6fd096' },
      400: { value: '#45c177' }, 500: { value: '#28a745' }, 600: { value: '#208637' }, 700: { value: '#1a7530' },
      800: { value: '#135a25' }, 900: { value: '#0c3e19' },
    },
    blue: {
      50: { value: '#eaf2ff' }, 100: { value: '#cddfff' }, 200: { value: '#a3c4ff' }, 300: { value: '#75a6ff' },
      400: { value: '#4c89fb' }, 500: { value: '#2f6fe4' }, 600: { value: '#2359c0' }, 700: { value: '#1b4699' },
      800: { value: '#143472' }, 900: { value: '#0d224b' },
    },
    violet: {
      50: { value: '#f1edff' }, 100: { value: '#ddd3ff' }, 200: { value: '#c1b0fe' }, 300: { value: '#a38afa' },
      400: { value: '#8a6cf3' }, 500: { value: '#7352e6' }, 600: { value: '#5e40c4' }, 700: { value: '#4a329c' },
      800: { value: '#372574' }, 900: { value: '#24184c' },
    },
    orange: {
      50: { value: '#fff4e8' }, 100: { value: '#ffe2c3' }, 200: { value: '#ffca93' }, 300: { value: '#ffb062' },
      400: { value: '#ff9a3b' }, 500: { value: '#f28418' }, 600: { value: '#b35e0a' }, 700: { value: '#8f4a09' },
      800: { value: '#783f08' }, 900: { value: '#4f2905' },
    },
    red: {
      50: { value: '#ffeceb' }, 100: { value: '#ffd0cd' }, 200: { value: '#ffa9a4' }, 300: { value: '#ff7f78' },
      400: { value: '#f85c54' }, 500: { value: '#e5433b' }, 600: { value: '#c2342d' }, 700: { value: '#9a2823' },
      800: { value: '#721d19' }, 900: { value: '#4b130f' },
    },
    amber: { 100: { value: '#fff1cc' }, 500: { value: '#f5a524' }, 700: { value: '#976108' } },
    cyan: { 100: { value: '#d4f4fb' }, 500: { value: '#16b1d6' }, 600: { value: '#107f9a' }, 700: { value: '#0d748c' } },
    gray: {
      25: { value: '#fbfbfc' }, 50: { value: '#f6f7f9' }, 100: { value: '#eceef2' }, 200: { value: '#dde0e7' },
      300: { value: '#c5cad4' }, 400: { value: '#9aa1af' }, 500: { value: '#737b8b' }, 600: { value: '#565e6e' },
      700: { value: '#3d4452' }, 800: { value: '#2a2f3b' }, 850: { value: '#232733' }, 900: { value: '#1b1e28' },
      950: { value: '#13151d' },
    },
  },
  fonts: {
    body: {
      value:
        "'Public Sans Variable', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Yu Gothic UI', Meiryo, 'Noto Sans Arabic', Tahoma, system-ui, sans-serif",
    },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  // Stacking order of floating layers: sticky headers < nav overlay < dialogs < popovers < toasts < tooltips.
  zIndex: {
    sticky: { value: 100 }, dropdown: { value: 1000 }, overlay: { value: 1200 }, modal: { value: 1400 },
    popover: { value: 1500 }, toast: { value: 1700 }, tooltip: { value: 1800 },
  },
  radii: { sm: { value: '4px' }, md: { value: '6px' }, lg: { value: '10px' }, xl: { value: '14px' } },
})
