// Build-time and runtime configuration (DESIGN.md §1). `public/config.json` may override the
// build setting so one build can be pointed at a real server without rebuilding.
export type AppConfig = {
  /** Shown in titles and used as the prefix of layout cookies. */
  title: string
  /** Origin of the real server; empty = this origin. */
  apiHost: string
  /** Demo mode: the service worker answers /api/* and /v1/api/* from IndexedDB. */
  demo: boolean
}

const buildHost = (import.meta.env.VITE_API_HOST as string | undefined) ?? ''

export const appConfig: AppConfig = {
  title: 'Meishi',
  apiHost: buildHost.replace(/\/+$/, ''),
  demo: !buildHost,
}

const CONFIG_TIMEOUT_MS = 5000

/** Reads the optional runtime override; a missing or broken file keeps the build settings. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    // The worker answers at once (fresh or its kept copy); only a first visit waits on the network.
    const res = await fetchImpl('/config.json', { cache: 'no-cache', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) })
    if (res.ok) {
      const data = (await res.json()) as Partial<AppConfig>
      if (typeof data.apiHost === 'string') appConfig.apiHost = data.apiHost.replace(/\/+$/, '')
      if (typeof data.demo === 'boolean') appConfig.demo = data.demo
    }
  } catch {
    // offline before the first visit finished, or no file: build settings stand
  }
  return appConfig
}

export const apiBaseUrl = () => `${appConfig.apiHost}/v1/api/`
