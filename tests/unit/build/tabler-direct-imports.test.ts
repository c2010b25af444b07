import { describe, expect, it } from 'vitest'
import { rewriteTablerImports } from '../../../scripts/vite/tabler-direct-imports'

describe('rewriteTablerImports', () => {
  it('imports each icon from its own module and keeps type imports', () => {
    const out = rewriteTablerImports("import { IconUser, IconX as Close, type Icon } from '@tabler/icons-react'\n")
    expect(out).toContain("import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';")
    expect(out).toContain("import Close from '@tabler/icons-react/dist/esm/icons/IconX.mjs';")
    expect(out).toContain("import { type Icon } from '@tabler/icons-react';")
  })
  it('leaves other imports alone', () => {
    const code = "import { useState } from 'react'\n"
    expect(rewriteTablerImports(code)).toBe(code)
  })
})
