import { css } from 'styled-system/css'

export const fieldGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '6' })
/** Phone numbers, e-mail and postal codes read left to right in every language. */
export const ltr = { dir: 'ltr' as const }

/** Save and Reset under a settings form: shared with the shop settings (src/ui/forms). */
export { FormFooter } from '@/ui'
