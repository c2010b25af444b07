import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tablerDirectImports } from './scripts/vite/tabler-direct-imports'

const r = (dir: string) => fileURLToPath(new URL(`./${dir}`, import.meta.url))

const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

export default defineConfig({
  plugins: [tablerDirectImports(), react(), babel({ presets: [linguiMacros] }), lingui()],
  resolve: {
    alias: { '@': r('src'), '~sw': r('sw'), 'styled-system': r('styled-system') },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest's default (cores - 1) is a single worker on a 2-core machine; the main process is idle
    // while files run, so two workers there halve the unit phase (45 → 25 s measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
