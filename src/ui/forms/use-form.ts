import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import * as v from 'valibot'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { toApiFailure, type ApiFailure } from '@/core/list/api-failure'
import { errorsFor, validateWith, type FieldErrors } from './form-errors'
import { translateValidationMessage } from './validation-messages'

type Values<S extends v.GenericSchema> = v.InferInput<S> & Record<string, unknown>
type Name<S extends v.GenericSchema> = keyof v.InferInput<S> & string

export type FieldBinding = {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  onBlur: () => void
  invalid: boolean
}

export type CheckboxBinding = { name: string; checked: boolean; onCheckedChange: (checked: boolean) => void; onBlur: () => void }

export type UseFormOptions = {
  /** Show errors while typing once a field has been left (default), or only on submit. */
  validateOnBlur?: boolean
}

export type Form<S extends v.GenericSchema> = {
  values: Values<S>
  setValue: <K extends Name<S>>(name: K, value: v.InferInput<S>[K]) => void
  setValues: (patch: Partial<v.InferInput<S>>) => void
  /** Translated messages shown for a field (after blur or a submit attempt; server messages always). */
  errorsOf: (name: string) => string[]
  /** All visible errors by field (dot paths for nested fields). */
  errors: FieldErrors
  /** Props for Input/Textarea/Select; `as: 'number'` sends numbers ('' → null). */
  field: (name: Name<S>, options?: { as?: 'text' | 'number' }) => FieldBinding
  checkbox: (name: Name<S>) => CheckboxBinding
  /** Marks a field visited and validates (custom controls call it on blur). */
  touch: (name: string) => void
  /** `<form onSubmit={form.handleSubmit(async (data) => api(...))}>`: validates, then saves. */
  handleSubmit: (save: (output: v.InferOutput<S>) => Promise<unknown> | unknown) => (event?: FormEvent) => Promise<boolean>
  submitting: boolean
  /** Values differ from the initial ones (feeds the unsaved-changes guard). */
  dirty: boolean
  /** A 409 from the last save (stale record); show ConflictNotice. */
  conflict: ApiFailure | null
  /** A message for the whole form (403, offline, 500…). */
  formError: string | null
  /** Starts over from `values` (after loading, saving or reloading the record). */
  reset: (values?: v.InferInput<S>) => void
  /** Validates now and shows every error; returns the parsed output or null. */
  validate: () => v.InferOutput<S> | null
  setServerErrors: (fields: FieldErrors) => void
}

const offlineMessage = msg`Saving failed: you are offline. Your changes are still here; try again when connected.`
const failedMessage = msg`Saving failed. Please try again.`

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Form state validated with the shared valibot schema: on blur and on submit, every field's
 * messages in the current language, server 400 field messages mapped under their fields,
 * 409 conflicts surfaced, `submitting` to disable Save and `dirty` for the leave guard.
 */
export function useForm<S extends v.GenericSchema>(schema: S, initialValues: v.InferInput<S>, options: UseFormOptions = {}): Form<S> {
  const { validateOnBlur = true } = options
  const { i18n } = useLingui()
  const [initial, setInitial] = useState(initialValues as Values<S>)
  const [values, setAll] = useState(initialValues as Values<S>)
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [attempted, setAttempted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [conflict, setConflict] = useState<ApiFailure | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const valuesRef = useRef(values)
  valuesRef.current = values

  const runValidation = useCallback((next: Values<S>) => {
    const result = validateWith(schema, next)
    setClientErrors(result.errors ?? {})
    return result
  }, [schema])

  const update = useCallback(
    (patch: Record<string, unknown>) => {
      const next = { ...valuesRef.current, ...patch } as Values<S>
      valuesRef.current = next
      setAll(next)
      // A server message is about the value that was sent: editing the field clears it.
      setServerErrors((prev) => {
        const keys = Object.keys(prev).filter((k) => !(k in patch) && !Object.keys(patch).some((p) => k.startsWith(`${p}.`)))
        return keys.length === Object.keys(prev).length ? prev : Object.fromEntries(keys.map((k) => [k, prev[k]]))
      })
      // Re-check as the user types only once errors are on show, so fixes clear them at once.
      if (attempted || Object.keys(patch).some((k) => touched.has(k))) runValidation(next)
    },
    [attempted, touched, runValidation],
  )

  const touch = useCallback(
    (name: string) => {
      if (!validateOnBlur) return
      setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)))
      runValidation(valuesRef.current)
    },
    [validateOnBlur, runValidation],
  )

  const errors = useMemo(() => {
    const visible: FieldErrors = {}
    for (const [path, messages] of Object.entries(clientErrors)) {
      const root = path.split('.')[0]
      if (attempted || touched.has(root)) visible[path] = messages.map((m) => translateValidationMessage(i18n, m))
    }
    for (const [path, messages] of Object.entries(serverErrors)) visible[path] = [...new Set([...(visible[path] ?? []), ...messages.map((m) => translateValidationMessage(i18n, m))])]
    return visible
  }, [clientErrors, serverErrors, attempted, touched, i18n])

  const errorsOf = useCallback((name: string) => errorsFor(errors, name), [errors])

  const validate = useCallback(() => {
    setAttempted(true)
    return runValidation(valuesRef.current).output
  }, [runValidation])

  const handleSubmit = useCallback(
    (save: (output: v.InferOutput<S>) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
      event?.preventDefault()
      if (submitting) return false
      setFormError(null)
      setConflict(null)
      const output = validate()
      if (output === null) {
        // Move focus to the first invalid field so keyboard and screen-reader users land on it.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid=true]')?.focus())
        return false
      }
      setSubmitting(true)
      try {
        await save(output)
        return true
      } catch (error) {
        const failure = toApiFailure(error)
        if (failure.status === 409) setConflict(failure)
        else if (failure.status === 400 && failure.fields && Object.keys(failure.fields).length) setServerErrors(failure.fields)
        else setFormError(failure.offline ? i18n._(offlineMessage) : failure.message ? translateValidationMessage(i18n, failure.message) : i18n._(failedMessage))
        return false
      } finally {
        setSubmitting(false)
      }
    },
    [submitting, validate, i18n],
  )

  const reset = useCallback((next?: v.InferInput<S>) => {
    const base = (next ?? initial) as Values<S>
    setInitial(base)
    setAll(base)
    valuesRef.current = base
    setClientErrors({})
    setServerErrors({})
    setTouched(new Set())
    setAttempted(false)
    setConflict(null)
    setFormError(null)
  }, [initial])

  const field = (name: Name<S>, opts: { as?: 'text' | 'number' } = {}): FieldBinding => {
    const raw = values[name]
    return {
      name,
      value: raw === null || raw === undefined ? '' : String(raw),
      onChange: (e) => {
        const text = e.currentTarget.value
        update({ [name]: opts.as === 'number' ? (text.trim() === '' ? null : Number(text)) : text })
      },
      onBlur: () => touch(name),
      invalid: errorsOf(name).length > 0,
    }
  }

  const checkbox = (name: Name<S>): CheckboxBinding => ({
    name,
    checked: Boolean(values[name]),
    onCheckedChange: (checked) => update({ [name]: checked }),
    onBlur: () => touch(name),
  })

  return {
    values,
    setValue: (name, value) => update({ [name]: value }),
    setValues: (patch) => update(patch as Record<string, unknown>),
    errorsOf,
    errors,
    field,
    checkbox,
    touch,
    handleSubmit,
    submitting,
    dirty: !same(values, initial),
    conflict,
    formError,
    reset,
    validate,
    setServerErrors,
  }
}
