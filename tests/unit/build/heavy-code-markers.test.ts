import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain JS module without types
import { HEAVY_CHUNK_NAME, HEAVY_CODE } from '../../e2e/support/heavy-code.mjs'

type Heavy = { name: string; pkg: string; marker: string }

// The e2e check "/login loads no chart, calendar or editor code" can only fail if each marker is
// really in the library's shipped code: read the file each package resolves to and look.
describe('markers of code /login must not load', () => {
  for (const { name, pkg, marker } of HEAVY_CODE as Heavy[]) {
    it(`${name}: "${marker}" is in ${pkg}`, () => {
      const file = fileURLToPath(import.meta.resolve(pkg))
      expect(readFileSync(file, 'utf8')).toContain(marker)
    })
  }
  it('chunk names of those libraries match, our own pages do not', () => {
    expect('/assets/apexcharts.esm-Ab12.js').toMatch(HEAVY_CHUNK_NAME)
    expect('/assets/index-Fc9a.js').not.toMatch(HEAVY_CHUNK_NAME)
    expect('/assets/LoginPage-Dqe_W03J.js').not.toMatch(HEAVY_CHUNK_NAME)
  })
})
