import { signal } from '@preact/signals-react'

/** How much of the device's storage the app uses (photos, demo data, cached files). */
export type StorageEstimate = { usage: number; quota: number; persisted: boolean }
export const storageEstimate = signal<StorageEstimate | undefined>(undefined)

/** Reads the browser's estimate; undefined where the browser cannot tell. */
export async function refreshStorageEstimate(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.estimate) return
  try {
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)])
    storageEstimate.value = { usage, quota, persisted }
  } catch {
    // Private mode and some embedded browsers refuse: nothing to show.
  }
}

/**
 * Asks the browser to keep our data under storage pressure (photos and records not yet synced
 * live only here). Chromium decides silently; others may ask the user once.
 */
export async function requestPersistentStorage(): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  try {
    if (storage?.persist && !(await storage.persisted?.())) await storage.persist()
  } catch {
    // Not granted or not supported: the usage line still shows.
  }
  await refreshStorageEstimate()
}

/** Share of the quota used, 0–1 (0 when unknown). */
export const usageShare = (e: StorageEstimate) => (e.quota > 0 ? Math.min(1, e.usage / e.quota) : 0)
