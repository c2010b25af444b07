// The chart pages' figures: a small seeded generator (the same numbers on every visit and in tests),
// shaped like a shop's year — monthly sales and visits, a share price, traffic by weekday and hour.

/** mulberry32: a tiny deterministic pseudo-random generator. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const YEAR = 2026
/** `YYYY-MM` keys of the sample year; pages format them with Intl in the user's language. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => `${YEAR}-${String(i + 1).padStart(2, '0')}`)

function walk(rand: () => number, n: number, start: number, step: number, floor = 0) {
  const out: number[] = []
  let v = start
  for (let i = 0; i < n; i++) {
    v = Math.max(floor, v + (rand() - 0.4) * step)
    out.push(Math.round(v))
  }
  return out
}

export type Candle = { day: string; open: number; high: number; low: number; close: number }
export type Point = { x: number; y: number }
export type Bubble = Point & { r: number }

export function sampleData(seed = 2026) {
  const rand = seeded(seed)
  const online = walk(rand, 12, 4200, 1600, 800)
  const store = walk(rand, 12, 3100, 1200, 600)
  const visits = walk(rand, 12, 18000, 5200, 4000)
  const orders = online.map((v, i) => Math.round((v + store[i]) / 38))

  let close = 142
  const candles: Candle[] = Array.from({ length: 20 }, (_, i) => {
    const open = close
    close = Math.round((open + (rand() - 0.45) * 8) * 100) / 100
    const high = Math.round((Math.max(open, close) + rand() * 4) * 100) / 100
    const low = Math.round((Math.min(open, close) - rand() * 4) * 100) / 100
    return { day: `${YEAR}-10-${String(i + 1).padStart(2, '0')}`, open, high, low, close }
  })

  // Visits per weekday (Monday first) and two-hour slot from 8:00 to 22:00.
  const hours = [8, 10, 12, 14, 16, 18, 20]
  const heat = Array.from({ length: 7 }, (_, d) => hours.map((h) => Math.round((d < 5 ? 40 : 70) + (h >= 12 && h <= 18 ? 60 : 10) + rand() * 60)))

  const skills = [62, 78, 55, 84, 70, 66].map((v) => Math.round(v + (rand() - 0.5) * 10))
  const target = [80, 80, 70, 90, 75, 80]
  const goals = [Math.round(60 + rand() * 30), Math.round(40 + rand() * 40), Math.round(70 + rand() * 25), Math.round(30 + rand() * 40)]
  const channels = [42, 27, 19, 12].map((v) => Math.round(v + (rand() - 0.5) * 6))

  const scatter = (cx: number, cy: number, n: number): Point[] =>
    Array.from({ length: n }, () => ({ x: Math.round((cx + (rand() - 0.5) * 30) * 10) / 10, y: Math.round((cy + (rand() - 0.5) * 40) * 10) / 10 }))
  const bubbles = (n: number): Bubble[] => Array.from({ length: n }, () => ({ x: Math.round(rand() * 100), y: Math.round(rand() * 100), r: Math.round(4 + rand() * 14) }))

  return { online, store, visits, orders, candles, hours, heat, skills, target, goals, channels, returning: scatter(40, 60, 18), newcomers: scatter(65, 35, 18), bubbles: bubbles(10), bubbles2: bubbles(10) }
}
export type SampleData = ReturnType<typeof sampleData>
