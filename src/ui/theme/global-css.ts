import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    bg: 'bg.canvas',
    color: 'fg',
    fontSize: '15px',
    lineHeight: '1.5',
    WebkitFontSmoothing: 'antialiased',
  },
  html: { colorScheme: 'light' },
  '[data-theme=dark]': { colorScheme: 'dark' },
  '*:focus-visible': { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
  // Direction-aware icons (arrows, chevrons) mirror in right-to-left languages.
  '[dir=rtl] .flip-rtl': { transform: 'scaleX(-1)' },
})
