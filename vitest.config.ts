import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { alias, sharedPlugins } from './scripts/vite/shared-config'
import { ocrAssets } from './scripts/vite-plugin-ocr-assets.mjs'

export default defineConfig({
  // The OCR engines' files too: browser tests (web-test-runner.config.mjs serves through this config) run the line recogniser.
  plugins: [...sharedPlugins(), ocrAssets()],
  resolve: { alias },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest's default (cores - 1) is a single worker on a 2-core machine; the main process is idle
    // while files run, so two workers there halve the unit phase (45 → 25 s measured).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
