// Engines side by side: a card's reads that do not wait on each other (its rows, its weak lines, the
// other turns) go to whichever engine is free, so a device with two cores reads a card on both. Jobs
// wait their turn in order; an engine added later takes the next waiting job at once.

export type WorkerPool<W> = {
  /** Runs `job` on a free worker (waiting for one), then frees it. */
  run<T>(job: (worker: W) => Promise<T>): Promise<T>
  /** A worker that is ready to take jobs. */
  add(worker: W): void
  /** Every worker added, busy or not. */
  readonly workers: readonly W[]
}

export function createWorkerPool<W>(): WorkerPool<W> {
  const workers: W[] = []
  const idle: W[] = []
  const waiting: ((worker: W) => void)[] = []
  const free = (worker: W) => {
    const next = waiting.shift()
    if (next) next(worker)
    else idle.push(worker)
  }
  return {
    workers,
    add(worker) {
      workers.push(worker)
      free(worker)
    },
    async run(job) {
      const worker = idle.shift() ?? (await new Promise<W>((resolve) => waiting.push(resolve)))
      try {
        return await job(worker)
      } finally {
        free(worker)
      }
    },
  }
}
