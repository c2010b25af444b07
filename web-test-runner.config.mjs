// Component tests in real Chromium. Vite (middleware mode) compiles TSX, Lingui macros and Panda
// imports exactly as the app build does; @web/test-runner only serves and runs them.
import { createServer as createNetServer } from 'node:net'
import { createServer } from 'vite'
import { playwrightLauncher } from '@web/test-runner-playwright'

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

const files = 'tests/browser/**/*.test.tsx'
// A free loopback port, so two checkouts (or a dev server on 8000) can run browser tests at once.
const port = await new Promise((resolve) => {
  const probe = createNetServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const vite = await createServer({
  configFile: 'vitest.config.ts',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  // Scan every module the tests can reach up front: a dependency discovered mid-run makes Vite
  // re-bundle and fail the test files already loading ("Outdated Optimize Dep"). Tabler icons are
  // left out: our tabler-direct-imports plugin rewrites them to one file per icon at transform
  // time, after the scan, so each new icon used to trigger such a re-bundle; the per-icon files
  // are plain ESM and need no pre-bundling.
  optimizeDeps: {
    entries: [files, 'src/**/*.tsx'],
    exclude: ['@lingui/react/macro', '@lingui/core/macro', '@tabler/icons-react'],
  },
  cacheDir: 'node_modules/.vite-wtr',
  logLevel: process.env.WTR_VITE_LOG ?? 'error',
})

export default {
  files,
  port,
  nodeResolve: false,
  concurrency: 1,
  // Generous: the first file waits for Vite to compile the kit on a busy 2-core machine.
  // WTR_FINISH_MS / WTR_VITE_LOG=info: shorter file timeout and Vite's optimizer messages, for chasing a hang.
  testsFinishTimeout: Number(process.env.WTR_FINISH_MS ?? 300_000),
  testsStartTimeout: 300_000,
  browserStartTimeout: 120_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  // Test files are served through Vite; the test runner's own files are not.
  middleware: [
    (ctx, next) => {
      if (ctx.url.startsWith('/__web-dev-server') || ctx.url.startsWith('/__wtr')) return next()
      return new Promise((resolve) => {
        vite.middlewares(ctx.req, ctx.res, () => resolve(next()))
      }).then(() => undefined)
    },
  ],
  testRunnerHtml: (testFramework) => `<!doctype html><html><head><link rel="stylesheet" href="/src/index.css"></head><body>
    <script type="module" src="/tests/browser/support/setup.ts"></script>
    <script type="module" src="${testFramework}"></script></body></html>`,
  async serverStop() {
    await vite.close()
  },
}
