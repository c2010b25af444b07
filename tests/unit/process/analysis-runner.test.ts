import { afterEach, describe, expect, it, vi } from 'vitest'

// The runner with the demo server's queue replaced: what matters here is when it claims again.
const claim = vi.fn<() => Promise<{ items: unknown[] }>>()
const queue = vi.fn<() => Promise<{ pending: number; claimed: number; by_process: Record<string, number> }>>()
vi.mock('@/features/process/api', () => ({
  processApi: { claim: () => claim(), queue: () => queue(), release: async () => ({ released: 0 }), postResult: async () => ({}) },
}))
vi.mock('@/core/config', () => ({ appConfig: { demo: true } }))
vi.mock('@/core/session/session', async () => {
  const { signal } = await import('@preact/signals-react')
  return { isSignedIn: signal(true) }
})
const { kickAnalysis, isAnalysing } = await import('@/features/process/analysis/analysis-runner')

async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('analysis runner', () => {
  afterEach(() => {
    vi.useRealTimers()
    claim.mockReset()
    queue.mockReset()
  })

  it('looks again while cards wait that another tab still holds (offline, no event would wake it)', async () => {
    vi.useFakeTimers()
    claim.mockResolvedValue({ items: [] })
    queue.mockResolvedValue({ pending: 1, claimed: 1, by_process: { 3: 1 } })
    kickAnalysis()
    await settle()
    expect(isAnalysing()).toBe(false)
    expect(claim).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(claim).toHaveBeenCalledTimes(2)
  })

  it('looks again after a claim that failed', async () => {
    vi.useFakeTimers()
    claim.mockRejectedValueOnce(new Error('503')).mockResolvedValue({ items: [] })
    queue.mockResolvedValueOnce({ pending: 2, claimed: 0, by_process: { 3: 2 } }).mockResolvedValue({ pending: 0, claimed: 0, by_process: {} })
    kickAnalysis()
    await settle()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(claim).toHaveBeenCalledTimes(2)
    // The queue is empty now: it stops looking.
    await vi.advanceTimersByTimeAsync(30_000)
    expect(claim).toHaveBeenCalledTimes(2)
  })
})
