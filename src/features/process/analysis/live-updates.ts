// Rows of the process screens update live: the analysis runner (in this tab or another) announces
// each finished card on a BroadcastChannel; screens also poll while a process is still running
// (that covers connected mode, where the server analyses).

export type ProcessEvent = { type: 'card-analysed' | 'cards-changed'; processId: number; cardId?: number }

const CHANNEL = 'meishi-process'
const listeners = new Set<(e: ProcessEvent) => void>()
let channel: BroadcastChannel | undefined

function ensureChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (m: MessageEvent<ProcessEvent>) => listeners.forEach((l) => l(m.data))
  return channel
}

/** Tells this tab and the others that cards of a process changed. */
export function announce(event: ProcessEvent): void {
  listeners.forEach((l) => l(event))
  ensureChannel()?.postMessage(event)
}

export function onProcessEvent(listener: (e: ProcessEvent) => void): () => void {
  ensureChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
