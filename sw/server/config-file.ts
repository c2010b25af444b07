// /config.json decides demo or connected mode and the API host (DESIGN.md §1). It is meant to be
// edited on the server after a deploy, so it is never precached (a precached copy would keep a
// returning visitor on the old settings until the next build): the network answers when it can,
// within a few seconds, and the last copy it gave is kept for offline starts and slow networks.
const CONFIG_URL = '/config.json'
const CONFIG_CACHE = 'meishi-config'
/** A stalled network must not hold every API call behind it (they all wait for the mode). */
const CONFIG_TIMEOUT_MS = 3000

export async function fetchConfig(): Promise<Response | undefined> {
  try {
    const res = await fetch(CONFIG_URL, { cache: 'no-cache', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) })
    if (res.ok) {
      const cache = await caches.open(CONFIG_CACHE)
      await cache.put(CONFIG_URL, res.clone())
      return res
    }
  } catch {
    // offline, or too slow: the kept copy answers
  }
  return (await caches.open(CONFIG_CACHE)).match(CONFIG_URL)
}
