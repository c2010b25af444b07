import { processApi } from '../api'

// The card this tab holds a lease on, kept in sessionStorage (per tab, survives a reload). The
// release sent on `pagehide` can be lost while the page unloads; the reloaded page then gives the
// card back itself instead of leaving it locked until the lease runs out (90 s).
const KEY = 'meishi-analysis-lease'

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined // storage blocked (privacy settings): the lease simply runs out
  }
}

export function rememberLease(cardId: number | undefined): void {
  const store = storage()
  if (cardId === undefined) store?.removeItem(KEY)
  else store?.setItem(KEY, String(cardId))
}

/** Gives back a lease this tab still held when it went away (reload mid-card). */
export async function releaseLeftoverLease(): Promise<void> {
  const id = Number(storage()?.getItem(KEY))
  if (!Number.isInteger(id) || id <= 0) return
  await processApi.release([id]).then(
    () => rememberLease(undefined),
    () => undefined, // kept: the next start tries again
  )
}
