import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryImport } from '@/core/retry-import'

describe('retryImport', () => {
  afterEach(() => vi.useRealTimers())

  it('a chunk that fails once loads on the next try', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ default: 'Page' })
    const loading = retryImport(load)
    await vi.runAllTimersAsync()
    await expect(loading).resolves.toEqual({ default: 'Page' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failure that lasts reaches the caller after the last try', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    const loading = retryImport(load, 3)
    const settled = expect(loading).rejects.toThrow('Failed to fetch')
    await vi.runAllTimersAsync()
    await settled
    expect(load).toHaveBeenCalledTimes(3)
  })
})
