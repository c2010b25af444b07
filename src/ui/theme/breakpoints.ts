// Spec §9 breakpoints, one place for Panda's config and for code that needs the numbers.
export const BREAKPOINTS = {
  xs: '0px',
  sm: '600px',
  md: '960px',
  lg: '1280px',
  xl: '1920px',
  xxl: '2560px',
} as const

export type BreakpointName = keyof typeof BREAKPOINTS
