// What the /login route makes a first-time visitor download: gzip size of its JS and CSS.
// Measured in Chromium from the page's own requests (the worker's precache downloads are not
// what the page waits for, so they are not counted).
import { gzipSync } from 'node:zlib'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { launchBrowser } from '../tests/e2e/support/harness.mjs'

export async function measureLoginSize(baseURL, distDir = 'dist', path = '/login') {
  const browser = await launchBrowser()
  try {
    const page = await browser.context.newPage()
    const assets = new Set()
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.origin === baseURL && /\.(js|css)$/.test(url.pathname) && !url.pathname.endsWith('/sw.js')) assets.add(url.pathname)
    })
    await page.goto(baseURL + path, { waitUntil: 'networkidle' })
    const totals = { js: 0, css: 0, files: [] }
    for (const file of assets) {
      const bytes = await readFile(join(distDir, file))
      const gz = gzipSync(bytes, { level: 9 }).length
      totals[file.endsWith('.css') ? 'css' : 'js'] += gz
      totals.files.push({ file, gzip: gz })
    }
    return totals
  } finally {
    await browser.close()
  }
}
