// Demo or connected (DESIGN.md §1): build setting VITE_API_HOST, overridden by /config.json.
import { fetchConfig } from './config-file'

export type Mode = 'demo' | 'connected'

const buildHost = (import.meta.env?.VITE_API_HOST as string | undefined) ?? ''
let mode: Promise<Mode> | undefined

export const isDemoPath = (path: string) => path.startsWith('/api/') || path.startsWith('/v1/api/')

async function load(): Promise<Mode> {
  try {
    const res = await fetchConfig()
    const data = res ? ((await res.json()) as { demo?: boolean }) : {}
    if (typeof data.demo === 'boolean') return data.demo ? 'demo' : 'connected'
  } catch {
    // not JSON: the build setting stands
  }
  return buildHost ? 'connected' : 'demo'
}

/** Read once per worker start. */
export const readMode = () => (mode ??= load())
