import { describe, expect, it } from 'vitest'
import { createWorkerPool } from '../../../src/features/process/analysis/worker-pool'
import { enginesReady } from '../../../src/features/process/analysis/ocr-engine'
import { engineCount } from '../../../src/features/process/analysis/engine-count'

// Issue 19 (time per card): a card's independent reads go to two engines side by side.

/** A job that holds its worker until `release` is called, noting who ran it. */
function heldJob(log: string[], name: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const job = async (worker: string) => {
    log.push(`${name}@${worker}`)
    await held
    return name
  }
  return { job, release }
}

describe('engines side by side', () => {
  it('runs as many jobs at once as it has workers; the next waits for one to be free', async () => {
    const pool = createWorkerPool<string>()
    pool.add('w1')
    pool.add('w2')
    const log: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((n) => heldJob(log, n))
    const runs = [pool.run(a.job), pool.run(b.job), pool.run(c.job)]
    await Promise.resolve()
    expect(log).toEqual(['a@w1', 'b@w2'])
    b.release()
    await runs[1]
    await Promise.resolve()
    expect(log).toEqual(['a@w1', 'b@w2', 'c@w2'])
    a.release()
    c.release()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c'])
  })

  it('hands waiting jobs, in order, to a worker added later', async () => {
    const pool = createWorkerPool<string>()
    pool.add('w1')
    const log: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((n) => heldJob(log, n))
    const runs = [pool.run(a.job), pool.run(b.job), pool.run(c.job)]
    await Promise.resolve()
    expect(log).toEqual(['a@w1'])
    pool.add('w2')
    await Promise.resolve()
    expect(log).toEqual(['a@w1', 'b@w2'])
    expect(pool.workers).toEqual(['w1', 'w2'])
    for (const j of [a, b, c]) j.release()
    await Promise.all(runs)
    expect(log).toEqual(['a@w1', 'b@w2', 'c@w1'])
  })

  it('frees a worker whose job failed', async () => {
    const pool = createWorkerPool<string>()
    pool.add('w1')
    await expect(pool.run(async () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable')
    await expect(pool.run(async (w) => w)).resolves.toBe('w1')
  })

  it('starts one engine per core, two at most', () => {
    expect(engineCount(1)).toBe(1)
    expect(engineCount(2)).toBe(2)
    expect(engineCount(8)).toBe(2)
    expect(engineCount(0)).toBe(1)
  })

  it('asks for one read at a time where only the first may be needed, until a second engine is ready', () => {
    expect(enginesReady()).toBe(1)
  })
})
