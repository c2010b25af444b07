import { useEffect, type FormEvent } from 'react'
import type * as v from 'valibot'
import type { ApiFailure } from '@/core/list/api-failure'
import type { Resource } from '@/core/list/use-resource'
import { useForm, type Form } from '../forms/use-form'
import { useUnsavedChangesGuard } from '../forms/use-unsaved-changes-guard'

export type RecordFormOptions<S extends v.GenericSchema, R> = {
  /** The shared valibot schema (the demo server validates with the same one). */
  schema: S
  /** The values of a new record, and of the form until the record has loaded. */
  empty: v.InferInput<S>
  /** The record being edited; `useResource(null)` on an add page. */
  record: Resource<R>
  /** A record's values as the form holds them. */
  toValues: (record: R) => v.InferInput<S>
  /** Sends the valid input (create or update); resolves with the saved record. */
  save: (input: v.InferOutput<S>) => Promise<R>
  /** After a save: tell the user and move on. The form already starts from the saved record, so leaving does not ask. */
  onSaved: (saved: R) => void
}

export type RecordForm<S extends v.GenericSchema> = {
  form: Form<S>
  /** The form's onSubmit: validates, saves, then onSaved (errors land under the fields or in the form alert). */
  submit: (event?: FormEvent) => Promise<boolean>
  /** After a 409: loads the record again and starts the form over from it. */
  reload: () => Promise<void>
  /** The record failed to load (404, 403, offline…). */
  error: ApiFailure | null
  /** Tries loading the record again (the failure's Retry). */
  retry: () => Promise<unknown>
  /** The record is still on its way (never on an add page, which has none to wait for). */
  loading: boolean
}

/**
 * A form bound to one record: it starts over whenever the record (re)loads, guards unsaved changes
 * when leaving (not while saving), and after a save starts over from what the server answered.
 */
export function useRecordForm<S extends v.GenericSchema, R>({ schema, empty, record, toValues, save, onSaved }: RecordFormOptions<S, R>): RecordForm<S> {
  const form = useForm(schema, empty)
  const { reset } = form
  const loaded = record.data
  useEffect(() => {
    if (loaded) reset(toValues(loaded))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when the record (re)loads, not when the callbacks change
  }, [loaded])
  useUnsavedChangesGuard(form.dirty && !form.submitting)

  const submit = form.handleSubmit(async (input) => {
    const saved = await save(input)
    reset(toValues(saved))
    onSaved(saved)
  })
  const reload = async () => {
    const fresh = await record.reload()
    if (fresh) reset(toValues(fresh))
  }
  return { form, submit, reload, error: record.error, retry: record.reload, loading: record.loading && !loaded }
}
