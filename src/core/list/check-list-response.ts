/**
 * Checks a raw list answer; returns what is wrong (or undefined). The default checks the
 * `{items, total}` envelope every product list answers; a page with another shape passes its own.
 */
export type ListResponseCheck = (raw: unknown) => string | undefined

export const listEnvelope: ListResponseCheck = (raw) => {
  const r = raw as { items?: unknown; total?: unknown } | null
  if (typeof r !== 'object' || r === null) return 'the answer is not an object'
  if (!Array.isArray(r.items)) return '"items" is not a list'
  if (typeof r.total !== 'number') return '"total" is not a number'
  return undefined
}

/**
 * In development, a list answer that breaks its contract fails loudly, naming the endpoint and
 * the field, instead of rendering an empty or half-filled table. Production builds skip it.
 */
export function checkListResponse(url: string, raw: unknown, check: ListResponseCheck = listEnvelope, dev = import.meta.env.DEV): void {
  if (!dev) return
  const problem = check(raw)
  if (!problem) return
  const message = `The list answer of "${url}" does not match its contract: ${problem}`
  console.error(message, raw)
  throw new Error(message)
}
