// Small aggregations the dashboard cards share: grouping, monthly series, period-over-period trends.

export const round2 = (n: number) => Math.round(n * 100) / 100

/** `YYYY-MM` of an ISO date (`2025-09-30` → `2025-09`). */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7)

/** Sums `value(row)` per `key(row)`, in first-seen order. */
export function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const out = new Map<string, number>()
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r))
  return out
}

/** Change from `previous` to `current` in percent, one decimal; null when there is nothing to compare with. */
export const trendOf = (current: number, previous: number): number | null => (previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10)

/** The sorted distinct months of some dates. */
export const monthsOf = (dates: readonly string[]) => [...new Set(dates.map(monthOf))].sort()
