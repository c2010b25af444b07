import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, FormField, Input } from '@/ui'

type Props = {
  label: ReactNode
  initial?: string
  submitLabel: ReactNode
  /** Saves the title; answers an error to show next to the field (the text stays), or null when done. */
  onSubmit: (title: string) => Promise<string | null>
  onCancel: () => void
  /** The label is read by screen readers only (a rename in place). */
  hideLabel?: boolean
}

/** A one-field form in place (add a column or a task, rename a column): Enter saves, Escape cancels. */
export function InlineTitleForm({ label, initial = '', submitLabel, onSubmit, onCancel, hideLabel }: Props) {
  const { t } = useLingui()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!value.trim()) {
      setError(t`Enter a title`)
      return
    }
    setBusy(true)
    const problem = await onSubmit(value.trim())
    setBusy(false)
    setError(problem)
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onCancel()
        }
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', '&[data-hide-label] label': { srOnly: true } })}
      data-hide-label={hideLabel || undefined}
    >
      <FormField label={label} required errors={error}>
        <Input
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            if (error) setError(null)
          }}
          maxLength={120}
          autoFocus
          readOnly={busy}
        />
      </FormField>
      <span className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="sm" loading={busy}>{submitLabel}</Button>
        <Button size="sm" variant="outline" tone="neutral" onClick={onCancel} disabled={busy}><Trans>Cancel</Trans></Button>
      </span>
    </form>
  )
}
