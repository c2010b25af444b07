import { css } from 'styled-system/css'

export const fieldGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '6' })
export const bare = css({ border: '0', p: '0', m: '0', minW: '0' })
/** Phone numbers, e-mail, codes and amounts read left to right in every language. */
export const ltr = { dir: 'ltr' as const }
