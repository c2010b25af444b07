import * as v from 'valibot'
import { HttpError } from './http'

/** Checks input against a shared valibot schema; a mismatch is a 400 naming each bad field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  const fields: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_'
    ;(fields[key] ??= []).push(issue.message)
  }
  const first = Object.entries(fields)[0]
  const message = first ? `${first[0] === '_' ? 'body' : first[0]}: ${first[1][0]}` : 'Invalid request'
  throw new HttpError(400, { message, fields })
}
