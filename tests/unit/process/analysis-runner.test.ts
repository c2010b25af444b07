import { afterEach, describe, expect, it, vi } from 'vitest'

// The runner with the demo server's queue replaced: what matters here is when it claims again.
const claim = vi.fn<() => Promise<{ items: unknown[] }>>()
const queue = vi.fn<() => Promise<{ pending: number; claimed: number; by_process: Record<string, number> }>>()
const postResult = vi.fn<(processId: number, cardId: number, result: { analyst_status: string }) => Promise<object>>()
vi.mock('@/features/process/api', () => ({
  processApi: { claim: () => claim(), queue: () => queue(), release: async () => ({ released: 0 }), postResult: (p: number, c: number, r: { analyst_status: string }) => postResult(p, c, r) },
}))
vi.mock('@/core/config', () => ({ appConfig: { demo: true } }))
vi.mock('@/core/session/session', async () => {
  const { signal } = await import('@preact/signals-react')
  return { isSignedIn: signal(true) }
})
const { kickAnalysis, isAnalysing, currentCards } = await import('@/features/process/analysis/analysis-runner')

/** A queued card without its image: the runner posts it failed without loading the reader. */
const card = (id: number) => ({ items: [{ card: { id, process_id: 3, file_name: `IMG_${id}.jpg` }, image: undefined }] })

async function settle() {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('analysis runner', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    claim.mockReset()
    queue.mockReset()
    postResult.mockReset()
  })

  it('reads as many cards of a stack at once as the device has engines, each posted once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('navigator', { hardwareConcurrency: 4 })
    queue.mockResolvedValue({ pending: 0, claimed: 0, by_process: {} })
    postResult.mockResolvedValue({})
    const answers: ((value: { items: unknown[] }) => void)[] = []
    claim.mockImplementation(() => new Promise((resolve) => answers.push(resolve)))
    kickAnalysis()
    await settle()
    // Two engines at most: two claims wait side by side, not four.
    expect(claim).toHaveBeenCalledTimes(2)
    answers[0](card(1))
    answers[1](card(2))
    await settle()
    expect(postResult.mock.calls.map(([, id, r]) => [id, r.analyst_status])).toEqual([
      [1, 'fail'],
      [2, 'fail'],
    ])
    // Each lane claims its next card; the queue is empty now.
    expect(claim).toHaveBeenCalledTimes(4)
    answers[2](card(3))
    answers[3]({ items: [] })
    await settle()
    answers[4]({ items: [] })
    await settle()
    expect(postResult.mock.calls.map(([, id]) => id)).toEqual([1, 2, 3])
    expect(isAnalysing()).toBe(false)
    expect(currentCards.value).toEqual([])
  })

  it('reads one card at a time on a single core', async () => {
    vi.stubGlobal('navigator', { hardwareConcurrency: 1 })
    queue.mockResolvedValue({ pending: 0, claimed: 0, by_process: {} })
    const answers: ((value: { items: unknown[] }) => void)[] = []
    claim.mockImplementation(() => new Promise((resolve) => answers.push(resolve)))
    kickAnalysis()
    await settle()
    expect(claim).toHaveBeenCalledTimes(1)
    answers[0]({ items: [] })
    await settle()
    expect(isAnalysing()).toBe(false)
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
