import { describe, expect, it } from 'vitest'
import config from '../../../panda.config'
import { token } from 'styled-system/tokens'
import { BREAKPOINTS } from '@/ui/theme/breakpoints'

// Spec §9: breakpoints xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560 as Panda tokens.
const SPEC = { xs: '0px', sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' }

describe('breakpoints (spec §9)', () => {
  it('Panda uses exactly the spec breakpoints, none of its defaults', () => {
    expect(BREAKPOINTS).toEqual(SPEC)
    expect(config.theme?.breakpoints).toEqual(SPEC)
    expect(config.theme?.extend?.breakpoints).toBeUndefined()
  })
  it('the generated design tokens carry them', () => {
    for (const [name, value] of Object.entries(SPEC)) {
      expect(token(`breakpoints.${name}` as Parameters<typeof token>[0])).toBe(value)
      expect(token(`sizes.breakpoint-${name}` as Parameters<typeof token>[0])).toBe(value)
    }
  })
})
