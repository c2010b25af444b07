import { processApi } from '../api'

// The cards this tab holds a lease on, kept in sessionStorage (per tab, survives a reload). The
// release sent on `pagehide` can be lost while the page unloads; the reloaded page then gives the
// cards back itself instead of leaving it locked until the lease runs out (90 s). A reload can also
// cut off a claim's answer: the card is leased but the tab never learnt which. So each claim names
// the tab (its own id, kept beside the lease), and the reloaded tab gives back all it held.
const KEY = 'meishi-analysis-lease'
const TAB = 'meishi-analysis-tab'

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined // storage blocked (privacy settings): the lease simply runs out
  }
}

export function rememberLeases(cardIds: readonly number[]): void {
  const store = storage()
  if (!cardIds.length) store?.removeItem(KEY)
  else store?.setItem(KEY, cardIds.join(','))
}

/** This tab's id for its claims; undefined when storage is blocked (its leases then simply run out). */
export function tabHolder(): string | undefined {
  const store = storage()
  if (!store) return undefined
  const known = store.getItem(TAB)
  if (known) return known
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  store.setItem(TAB, id)
  return id
}

/** Gives back the leases this tab still held when it went away (reload mid-card, or mid-claim). */
export async function releaseLeftoverLease(): Promise<void> {
  const ids = (storage()?.getItem(KEY) ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
  const holder = storage()?.getItem(TAB) ?? undefined
  if (!ids.length && !holder) return
  await processApi.release(ids, holder).then(
    () => rememberLeases([]),
    () => undefined, // kept: the next start tries again
  )
}
