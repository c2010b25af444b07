import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
// @ts-expect-error a plain JS module without types
import { createImportBoundaries } from '../../../scripts/eslint/import-boundaries.js'

// A small repository on disk: the rule reads the files an import names (for the cycle check).
const root = mkdtempSync(join(tmpdir(), 'import-boundaries-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const files: Record<string, string> = {
  'src/app/routes.ts': "export const routes = []\n",
  'src/layouts/Nav.ts': "import { routes } from '@/app/routes'\nexport const nav = routes\n",
  'src/layouts/ok.ts': "import { paths } from '@/core/paths'\nexport const ok = paths\n",
  'src/features/person/Page.ts': "import { nav } from '@/layouts/ok'\nimport { other } from '@/features/company/api'\nexport const page = [nav, other]\n",
  'src/features/company/api.ts': "export const other = 1\n",
  'src/core/paths.ts': "export const paths = {}\n",
  'src/core/uses-ui.ts': "import { Button } from '@/ui/Button'\nexport const b = Button\n",
  'src/ui/Button.ts': "export const Button = 1\n",
  'src/ui/Table.ts': "import type { PersonRow } from '@/core/api/contract/product/person'\nexport type T = PersonRow\n",
  'src/core/api/contract/product/person.ts': 'export type PersonRow = { id: number }\n',
  'src/core/a.ts': "import { b } from './b'\nexport const a = b\n",
  'src/core/b.ts': "import { c } from './c'\nexport const b = c\n",
  'src/core/c.ts': "import { a } from './a'\nexport const c = a\n",
  'src/core/d.ts': "import type { E } from './e'\nexport type D = E\n",
  'src/core/e.ts': "import type { D } from './d'\nexport type E = D | 1\n",
  'src/core/lazy-a.ts': "export const load = () => import('./lazy-b')\n",
  'src/core/lazy-b.ts': "import { load } from './lazy-a'\nexport const b = load\n",
}
for (const [rel, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, rel)), { recursive: true })
  writeFileSync(join(root, rel), text)
}

const linter = new Linter({ configType: 'flat', cwd: root })
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { meishi: createImportBoundaries({ root }) },
    rules: { 'meishi/import-boundaries': 'error' as const },
  },
]
const lint = (rel: string) => linter.verify(files[rel], config, { filename: join(root, rel) }).map((m) => m.message)

describe('import-boundaries lint rule', () => {
  it('layouts never import app', () => {
    expect(lint('src/layouts/Nav.ts')).toEqual([expect.stringMatching(/src\/layouts must not import src\/app/)])
    expect(lint('src/layouts/ok.ts')).toEqual([])
  })
  it('features import neither layouts nor another feature', () => {
    const messages = lint('src/features/person/Page.ts')
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/src\/features must not import src\/layouts/)
    expect(messages[1]).toMatch(/features never import each other \(person -> company\)/)
  })
  it('core never imports ui', () => {
    expect(lint('src/core/uses-ui.ts')).toEqual([expect.stringMatching(/src\/core must not import src\/ui/)])
  })
  it('ui takes a generic type instead of a product contract', () => {
    expect(lint('src/ui/Table.ts')).toEqual([expect.stringMatching(/src\/ui must not import product contracts/)])
  })
  it('fails on a cycle of static imports, naming the files', () => {
    expect(lint('src/core/a.ts')).toEqual(['import cycle: src/core/a.ts → src/core/b.ts → src/core/c.ts → src/core/a.ts'])
  })
  it('leaves type-only and dynamic imports out of the cycle check', () => {
    expect(lint('src/core/d.ts')).toEqual([])
    expect(lint('src/core/lazy-b.ts')).toEqual([])
  })
})
