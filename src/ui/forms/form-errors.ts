import * as v from 'valibot'

/** Field name (dot path for nested fields) → messages; '' holds form-level messages. */
export type FieldErrors = Record<string, string[]>

/** Runs a valibot schema; returns the parsed output or every message per field. */
export function validateWith<S extends v.GenericSchema>(schema: S, values: unknown): { output: v.InferOutput<S>; errors: null } | { output: null; errors: FieldErrors } {
  const result = v.safeParse(schema, values)
  if (result.success) return { output: result.output, errors: null }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    const list = (errors[path] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return { output: null, errors }
}

/** Errors of `name` and of its nested paths (e.g. 'codes' covers 'codes.2'). */
export function errorsFor(errors: FieldErrors, name: string): string[] {
  const own = errors[name] ?? []
  const nested = Object.entries(errors)
    .filter(([path]) => path.startsWith(`${name}.`))
    .flatMap(([, messages]) => messages)
  return nested.length ? [...own, ...nested] : own
}
