// Demo-server list query latency (search + filter + sort + page) through the real service worker
// in Chromium, over a store filled with N synthetic rows. Prints figures; asserts nothing.
import { launchBrowser, openControlled } from '../tests/e2e/support/harness.mjs'

const QUERY = '/api/apps/ecommerce/products?q=a&category=Electronics&sortBy=price&orderBy=desc&page=2&itemsPerPage=10'

/** Fills the products store from the page (same origin shares IndexedDB) and asks the worker to reload it. */
async function fill(page, n) {
  await page.evaluate(async (n) => {
    const db = await new Promise((resolve, reject) => {
      const req = indexedDB.open('meishi-demo-server')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const categories = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games']
    const statuses = ['Inactive', 'Published', 'Scheduled']
    const words = ['alpha', 'nova', 'kiri', 'sora', 'umi', 'hana', 'yama', 'kaze']
    const tx = db.transaction(['products', 'meta'], 'readwrite')
    const store = tx.objectStore('products')
    store.clear()
    for (let i = 1; i <= n; i++) {
      store.put({
        id: i,
        productName: `${words[i % 8]} ${words[(i * 7) % 8]} ${i}`,
        productBrand: words[(i * 3) % 8],
        category: categories[i % 6],
        status: statuses[i % 3],
        stock: i % 2 === 0,
        price: `$${((i * 37) % 999) + 1}.00`,
        qty: (i * 13) % 500,
        sku: 100000 + i,
        image: '',
      })
    }
    // Mark the store as seeded at a high version so fixtures don't mix in.
    tx.objectStore('meta').put({ key: 'seed:products', version: 1e9 })
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    db.close()
    navigator.serviceWorker.controller.postMessage({ type: 'CLEAR_CACHE' })
  }, n)
}

async function time(page, runs) {
  return page.evaluate(
    async ({ url, runs }) => {
      const cold0 = performance.now()
      const first = await fetch(url)
      const firstBody = await first.json()
      const cold = performance.now() - cold0
      const samples = []
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now()
        const res = await fetch(url)
        await res.json()
        samples.push(performance.now() - t0)
      }
      samples.sort((a, b) => a - b)
      return { status: first.status, total: firstBody.total, cold, p50: samples[Math.floor(runs / 2)], p95: samples[Math.floor(runs * 0.95)] }
    },
    { url: QUERY, runs },
  )
}

export async function measureListLatency(baseURL, sizes = [100, 10_000, 100_000]) {
  const browser = await launchBrowser()
  const results = []
  try {
    const page = await openControlled(browser.context, baseURL + '/login')
    // Touch the store once so the worker creates the database before we fill it.
    await page.evaluate(() => fetch('/api/apps/ecommerce/products?itemsPerPage=1'))
    for (const n of sizes) {
      await fill(page, n)
      await new Promise((r) => setTimeout(r, 100))
      results.push({ rows: n, ...(await time(page, n >= 100_000 ? 15 : 40)) })
    }
  } finally {
    await browser.close()
  }
  return results
}
