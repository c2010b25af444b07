import { defineConfig } from 'vite'
import { alias, fromRoot as r, sharedPlugins } from './scripts/vite/shared-config'
import { security } from './scripts/vite/security'
import { VitePWA } from 'vite-plugin-pwa'
import { ocrAssets } from './scripts/vite-plugin-ocr-assets.mjs'

const FRAMEWORK =
  /\0rolldown\/runtime|node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-(core|react)|@lingui\/(core|react)|wouter|regexparam)\/|styled-system\/(css|helpers)/
// Small modules the sign-in page and nearly every other page load: one file compresses far better
// than twenty tiny chunks (each with its own request and import preamble).
const KIT =
  /styled-system\/recipes\/(create-recipe|button|input|spinner|badge|checkbox|choice-label)\.mjs|src\/ui\/(Button|IconButton|Input|Spinner|Badge|Checkbox|LanguagePicker)\.tsx|@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes|icons\/Icon(Eye|EyeOff|Language|ChevronRight))\.mjs|\0vite\/preload-helper|src\/core\/(session\/(cookies|persisted-signal|sign-in-failure)|i18n\/locales|routing\/paths|api\/contract\/access-policy|retry-import|config)\.ts/
const SALT = process.env.MEISHI_BUILD_SALT?.replace(/[^a-z0-9]/gi, '')
const isPure = (id: string) => !id.endsWith('.css') && [r('src'), r('styled-system')].some((dir) => id.startsWith(dir + '/'))

export default defineConfig({
  plugins: [
    ...sharedPlugins(),
    ocrAssets(),
    security(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Meishi',
        short_name: 'Meishi',
        description: 'Business cards to clean company and person records, offline.',
        lang: 'en',
        theme_color: '#28a745',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // Route chunks, fixtures and our own pictures are precached so the app works offline after one visit.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
        // config.json is edited on the server after a deploy: the worker fetches it fresh (sw/server/config-file.ts).
        globIgnores: ['**/tesseract/**', '**/paddle/**', '**/postal/**', 'manifest.webmanifest', 'config.json'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        rollupFormat: 'es',
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Our own modules and Panda's generated ones have no import-time side effects (CSS aside), so a
    // page importing one part from the '@/ui' or recipes barrel doesn't ship the whole kit.
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isPure(id) },
      // What every page runs (React, signals, Lingui, router, Panda's runtime) ships as one file
      // instead of a handful of tiny shared chunks that each cost a request and compress worse.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            { name: 'kit', test: KIT, priority: 5 },
            // Icons shared by several pages (the shell's menu alone shows ~30): ~200 bytes each, one request each.
            { name: 'icons', test: /@tabler\/icons-react\/dist\/esm\/icons\//, minShareCount: 2, priority: 1 },
          ],
        },
        // tests/e2e/update.e2e.mjs builds a "next version" whose every file name differs.
        ...(SALT && { entryFileNames: `assets/[name]-[hash]-${SALT}.js`, chunkFileNames: `assets/[name]-[hash]-${SALT}.js`, assetFileNames: `assets/[name]-[hash]-${SALT}[extname]` }),
      },
    },
  },
  resolve: { alias },
})
