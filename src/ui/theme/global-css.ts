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
  html: { colorScheme: 'light', lineBreak: 'strict' },
  // Japanese UI: break between phrases (BudouX in Chromium), never inside a word or before ー;
  // older browsers keep the default line breaking with the strict rule above.
  '@supports (word-break: auto-phrase)': { 'html:lang(ja)': { wordBreak: 'auto-phrase' } },
  '[data-theme=dark]': { colorScheme: 'dark' },
  '*:focus-visible': { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
  // Direction-aware icons (arrows, chevrons) mirror in right-to-left languages.
  '[dir=rtl] .flip-rtl': { transform: 'scaleX(-1)' },
  // Keyframes used by src/ui recipes (spinner, skeleton, overlays). Slides name a physical side;
  // recipes pick the mirrored one under [dir=rtl].
  '@keyframes meishiSpin': { to: { transform: 'rotate(360deg)' } },
  '@keyframes meishiPulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@keyframes meishiFadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@keyframes meishiFadeOut': { from: { opacity: 1 }, to: { opacity: 0 } },
  '@keyframes meishiScaleIn': { from: { opacity: 0, transform: 'scale(0.96) translateY(-6px)' }, to: { opacity: 1, transform: 'none' } },
  '@keyframes meishiSlideFromRight': { from: { transform: 'translateX(100%)' }, to: { transform: 'none' } },
  '@keyframes meishiSlideFromLeft': { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
  '@keyframes meishiSlideToRight': { from: { transform: 'none' }, to: { transform: 'translateX(100%)' } },
  '@keyframes meishiTableProgress': { from: { insetInlineStart: '-30%' }, to: { insetInlineStart: '100%' } },
  '@keyframes meishiSlideToLeft': { from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } },
})
