/** Exact match when the parameter is given and not empty; no filter otherwise. */
export const equalsParam = <T>(raw: string | null, get: (row: T) => string): ((row: T) => boolean) | undefined =>
  raw ? (row) => get(row) === raw : undefined

/** Drops the filters that were not asked for. */
export const present = <T>(list: ReadonlyArray<T | undefined>): T[] => list.filter((x): x is T => x !== undefined)
