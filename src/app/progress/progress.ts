import { signal } from '@preact/signals-react'

// Spec §4/§9: starts at 10 with buffer 20, ticks every 800 ms, holds at 82 while loading,
// jumps to 100 on finish and resets 300 ms later.
export const PROGRESS = { start: 10, buffer: 20, tickMs: 800, cap: 82, done: 100, resetMs: 300 } as const

export type ProgressState = { visible: boolean; value: number; buffer: number }
const idle: ProgressState = { visible: false, value: 0, buffer: 0 }

/** A page-loading progress bar: nested starts (page chunk + session check) share one bar. */
export function createProgress() {
  const state = signal<ProgressState>(idle)
  let active = 0
  let tick: ReturnType<typeof setInterval> | undefined
  let reset: ReturnType<typeof setTimeout> | undefined

  const step = () => {
    const { value } = state.peek()
    // Closes a third of the remaining distance each tick, never passing the cap.
    const next = Math.min(PROGRESS.cap, value + Math.max(1, Math.round((PROGRESS.cap - value) / 3)))
    state.value = { visible: true, value: next, buffer: Math.min(100, next + PROGRESS.buffer - PROGRESS.start) }
  }

  function start(): void {
    active++
    if (active > 1) return
    clearTimeout(reset)
    clearInterval(tick)
    state.value = { visible: true, value: PROGRESS.start, buffer: PROGRESS.buffer }
    tick = setInterval(step, PROGRESS.tickMs)
  }

  function done(): void {
    if (active === 0) return
    active--
    if (active > 0) return
    clearInterval(tick)
    state.value = { visible: true, value: PROGRESS.done, buffer: PROGRESS.done }
    reset = setTimeout(() => {
      state.value = idle
    }, PROGRESS.resetMs)
  }

  return { state, start, done }
}

/** The app's one bar. */
export const pageProgress = createProgress()
