import { useLayoutEffect } from 'react'
import type * as v from 'valibot'
import { useForm, type Form, type UseFormOptions } from './use-form'

/**
 * The form of a dialog or drawer: it starts over from `values()` each time `opened` turns to a
 * new truthy value (true, 'new' or the record being edited); `values` also
 * gives the closed form's values. The reset runs before the browser
 * paints and the first render already holds the right values, so an opened dialog never shows
 * a frame of blank or previous values (a quick reader would see a record's boxes unticked).
 */
export function useFormOnOpen<S extends v.GenericSchema>(schema: S, opened: unknown, values: () => v.InferInput<S>, options?: UseFormOptions): Form<S> {
  const form = useForm(schema, values(), options)
  const { reset } = form
  useLayoutEffect(() => {
    if (opened) reset(values())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening starts over
  }, [opened])
  return form
}
