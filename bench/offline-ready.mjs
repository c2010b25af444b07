// How long a first visit takes to become usable offline: from opening /login in a fresh profile
// until the service worker has precached the whole build and controls the page. Median of a few
// fresh profiles; prints the precache's size (files, bytes) beside it.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { launchBrowser } from '../tests/e2e/support/harness.mjs'

/** The precache manifest's URLs, read from the built worker. */
async function precacheList(distDir) {
  const sw = await readFile(join(distDir, 'sw.js'), 'utf8')
  return [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))]
}

export async function measureOfflineReady(baseURL, { distDir = 'dist', runs = 3 } = {}) {
  const files = await precacheList(distDir)
  let bytes = 0
  for (const f of files) bytes += (await stat(join(distDir, f)).catch(() => ({ size: 0 }))).size
  const seconds = []
  for (let i = 0; i < runs; i++) {
    const browser = await launchBrowser()
    try {
      const page = await browser.context.newPage()
      const started = Date.now()
      await page.goto(baseURL + '/login')
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { polling: 50 })
      seconds.push((Date.now() - started) / 1000)
    } finally {
      await browser.close()
    }
  }
  seconds.sort((a, b) => a - b)
  return { files: files.length, bytes, median: seconds[Math.floor(seconds.length / 2)], all: seconds }
}
