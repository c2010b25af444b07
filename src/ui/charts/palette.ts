// Series colours are CSS variables of our Panda tokens, so a chart follows light/dark and the
// customizer's primary colour without re-rendering. (SVG presentation attributes cannot take
// var(), so charts set them through `style`.)
export const SERIES_COLORS = [
  'var(--colors-primary)',
  'var(--colors-info)',
  'var(--colors-warning)',
  'var(--colors-danger)',
  'var(--colors-violet-500)',
  'var(--colors-gray-400)',
] as const

export const seriesColor = (i: number, own?: string) => own ?? SERIES_COLORS[i % SERIES_COLORS.length]

export const GRID_COLOR = 'var(--colors-border)'
export const AXIS_TEXT_COLOR = 'var(--colors-fg-subtle)'
export const TRACK_COLOR = 'var(--colors-bg-muted)'
