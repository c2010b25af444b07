import * as v from 'valibot'

/** What every list endpoint answers at least (product API `{items, total, …}`). */
const ListEnvelopeSchema = v.object({ items: v.array(v.unknown()), total: v.number() })

/**
 * In development, a list answer that breaks its contract (the `{items, total}` envelope, or the
 * schema a page passes) fails loudly, naming the endpoint and the field, instead of rendering an
 * empty or half-filled table. Production builds skip the check (Vite drops the branch).
 */
export function checkListResponse(url: string, raw: unknown, schema: v.GenericSchema = ListEnvelopeSchema, dev = import.meta.env.DEV): void {
  if (!dev) return
  const result = v.safeParse(schema, raw)
  if (result.success) return
  const message = `The list answer of "${url}" does not match its contract: ${v.summarize(result.issues)}`
  console.error(message, raw)
  throw new Error(message)
}
