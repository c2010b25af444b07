import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgress, PROGRESS } from '@/app/progress/progress'

describe('page-loading progress bar (spec §4: 10 / 20 / 800 ms / 82 / 100 / 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts at 10 with buffer 20, ticks every 800 ms, holds at 82, jumps to 100, resets after 300 ms', () => {
    const p = createProgress()
    expect(p.state.value.visible).toBe(false)
    p.start()
    expect(p.state.value).toEqual({ visible: true, value: 10, buffer: 20 })
    vi.advanceTimersByTime(799)
    expect(p.state.value.value).toBe(10)
    vi.advanceTimersByTime(1)
    const afterOneTick = p.state.value.value
    expect(afterOneTick).toBeGreaterThan(10)
    expect(afterOneTick).toBeLessThan(82)
    let previous = afterOneTick
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(PROGRESS.tickMs)
      expect(p.state.value.value).toBeGreaterThanOrEqual(previous)
      expect(p.state.value.value).toBeLessThanOrEqual(82)
      previous = p.state.value.value
    }
    expect(p.state.value.value).toBe(82)
    p.done()
    expect(p.state.value).toEqual({ visible: true, value: 100, buffer: 100 })
    vi.advanceTimersByTime(299)
    expect(p.state.value.value).toBe(100)
    vi.advanceTimersByTime(1)
    expect(p.state.value).toEqual({ visible: false, value: 0, buffer: 0 })
  })

  it('overlapping loads share one bar; a new start during the reset restarts at 10', () => {
    const p = createProgress()
    p.start()
    p.start()
    p.done()
    expect(p.state.value.value).toBe(10)
    p.done()
    expect(p.state.value.value).toBe(100)
    vi.advanceTimersByTime(100)
    p.start()
    expect(p.state.value).toEqual({ visible: true, value: 10, buffer: 20 })
    vi.advanceTimersByTime(1000)
    expect(p.state.value.visible).toBe(true)
    p.done()
    p.done() // an extra done is harmless
    vi.advanceTimersByTime(300)
    expect(p.state.value.visible).toBe(false)
  })
})
