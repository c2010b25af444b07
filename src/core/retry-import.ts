// A dynamic import can fail for a moment even when its file is cached by the worker (Chromium now
// and then answers "Failed to fetch dynamically imported module" for a precached chunk on a busy
// device). The chunks on the path to the first screen (catalogs, layout, pages, route check) try
// again a couple of times before the error page; a failure that lasts still reaches it.
const ATTEMPTS = 3
const PAUSE_MS = 250

export async function retryImport<T>(load: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`[import] retry ${attempt} after:`, error)
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS * attempt))
    }
  }
}
