// Serves the OCR engine and its trained data from our own origin under /tesseract/ (issue 6):
// copied into the build, and answered by the dev server. They are not precached (the worker
// caches them CacheFirst the first time analysis runs), so other pages never pay for them.
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const pkg = (name) => dirname(require.resolve(`${name}/package.json`))

/** [source inside node_modules, path under /tesseract/]. Only the LSTM cores: we never run the legacy engine. */
const FILES = [
  ['tesseract.js', 'dist/worker.min.js', 'worker.min.js'],
  ['tesseract.js-core', 'tesseract-core-relaxedsimd-lstm.wasm.js', 'core/tesseract-core-relaxedsimd-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js', 'core/tesseract-core-simd-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-lstm.wasm.js', 'core/tesseract-core-lstm.wasm.js'],
  ['@tesseract.js-data/jpn', '4.0.0_best_int/jpn.traineddata.gz', 'lang/jpn.traineddata.gz'],
  ['@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz', 'lang/eng.traineddata.gz'],
  // jpn names jpn_vert as its sub-language: with it present, vertical (縦書き) blocks are read too.
  ['@tesseract.js-data/jpn_vert', '4.0.0_best_int/jpn_vert.traineddata.gz', 'lang/jpn_vert.traineddata.gz'],
]

export function tesseractAssets() {
  let outDir = 'dist'
  return {
    name: 'meishi-tesseract-assets',
    configResolved(config) {
      outDir = config.build.outDir
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const file = FILES.find(([, , to]) => req.url?.split('?')[0] === `/tesseract/${to}`)
        if (!file) return next()
        const [name, from, to] = file
        res.setHeader('Content-Type', to.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        res.end(await readFile(join(pkg(name), from)))
      })
    },
    async writeBundle() {
      for (const [name, from, to] of FILES) {
        const target = join(outDir, 'tesseract', to)
        await mkdir(dirname(target), { recursive: true })
        await copyFile(join(pkg(name), from), target)
      }
    },
  }
}
