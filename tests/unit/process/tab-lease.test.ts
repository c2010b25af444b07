import { beforeEach, describe, expect, it, vi } from 'vitest'

const release = vi.fn<(ids: number[], holder?: string) => Promise<{ released: number }>>()
vi.mock('@/features/process/api', () => ({ processApi: { release: (ids: number[], holder?: string) => (holder === undefined ? release(ids) : release(ids, holder)) } }))
const { releaseLeftoverLease, rememberLeases, tabHolder } = await import('@/features/process/analysis/tab-lease')

class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (k: string) => this.items.get(k) ?? null
  setItem = (k: string, v: string) => void this.items.set(k, v)
  removeItem = (k: string) => void this.items.delete(k)
}

describe('tab lease', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    release.mockReset()
  })

  it('a card still leased when the tab went away is given back on the next start, once', async () => {
    release.mockResolvedValue({ released: 1 })
    rememberLeases([42])
    await releaseLeftoverLease()
    expect(release).toHaveBeenCalledWith([42])
    await releaseLeftoverLease()
    expect(release).toHaveBeenCalledTimes(1)
  })

  it('a card whose result was sent is not released again', async () => {
    rememberLeases([7])
    rememberLeases([])
    await releaseLeftoverLease()
    expect(release).not.toHaveBeenCalled()
  })

  it('a failed release is kept and tried on the next start', async () => {
    release.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ released: 1 })
    rememberLeases([9])
    await releaseLeftoverLease()
    await releaseLeftoverLease()
    expect(release).toHaveBeenCalledTimes(2)
    expect(release).toHaveBeenLastCalledWith([9])
  })

  it('gives back every card of a stack the tab was reading at once, once', async () => {
    release.mockResolvedValue({ released: 2 })
    rememberLeases([12, 13])
    await releaseLeftoverLease()
    expect(release).toHaveBeenCalledWith([12, 13])
    rememberLeases([12, 13])
    rememberLeases([13])
    await releaseLeftoverLease()
    expect(release).toHaveBeenLastCalledWith([13])
  })

  it('a tab that claimed before gives back, on its next start, whatever it still holds, by its own id', async () => {
    release.mockResolvedValue({ released: 1 })
    const holder = tabHolder()!
    expect(tabHolder()).toBe(holder)
    // The claim's answer never arrived (reload mid-claim): no card is known, the tab's id is enough.
    await releaseLeftoverLease()
    expect(release).toHaveBeenLastCalledWith([], holder)
    rememberLeases([5])
    await releaseLeftoverLease()
    expect(release).toHaveBeenLastCalledWith([5], holder)
  })
})
