// TEMPORARY until src/ui ships FormField and useUnsavedChangesGuard: same assumed API, to be deleted.
import { useEffect, useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'

export type FieldProps = { id: string; invalid?: boolean; 'aria-describedby'?: string; required?: boolean }

export function FormField({ label, error, hint, required, children }: { label: string; error?: string; hint?: ReactNode; required?: boolean; children: (p: FieldProps) => ReactNode }) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      {children({ id, invalid: !!error, 'aria-describedby': describedBy, required })}
      {error ? (
        <p id={`${id}-error`} className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    const h = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', h)
    return () => window.removeEventListener('beforeunload', h)
  }, [dirty])
}
