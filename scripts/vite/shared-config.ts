import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import type { AliasOptions, PluginOption } from 'vite'
import { tablerDirectImports } from './tabler-direct-imports'
import { linguiMacros } from './lingui-macros'

// What the app build (vite.config.ts) and the tests (vitest.config.ts, which the browser tests
// and the search-index script also load) must compile the same way: written once here.

/** An absolute path inside the repository. */
export const fromRoot = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url))

export const alias: AliasOptions = {
  '@': fromRoot('src'),
  '~sw': fromRoot('sw'),
  'styled-system': fromRoot('styled-system'),
  // The runtime's build that loads its WebAssembly from ort.env.wasm.wasmPaths (/paddle/ort/, served and
  // cached with the model) instead of a copy the bundler would emit beside the code.
  'onnxruntime-web/wasm': fromRoot('node_modules/onnxruntime-web/dist/ort.wasm.min.mjs'),
}

/** Tabler direct imports, React, Lingui macros (Babel, only for files that import one) and catalogs. */
export const sharedPlugins = (): PluginOption[] => [tablerDirectImports(), react(), linguiMacros(), lingui()]
