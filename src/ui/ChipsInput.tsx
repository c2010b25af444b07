import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

export type ChipsInputProps = {
  value: string[]
  onChange: (value: string[]) => void
  /** The accessible name of the text field (a visible label is the caller's, e.g. FormField). */
  label: string
  /** Returns a message when an entry is refused (e.g. not an e-mail address); nothing when it is fine. */
  validate?: (entry: string) => string | null | undefined
  placeholder?: string
  id?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  disabled?: boolean
  className?: string
}

// Enter, comma, semicolon (and Tab when there is text) turn the text into a chip; pasted lists split.
const SEPARATORS = /[,;\n\t、，；]+/

/**
 * Free entries as chips (e-mail addresses, tags). Typing then Enter/comma adds one; Backspace in the
 * empty field removes the last; each chip has its own remove button; a refused entry stays in the
 * field with the reason under it, so nothing typed is lost. Duplicates are ignored.
 */
export function ChipsInput({ value, onChange, label, validate, placeholder, id, disabled, className, ...aria }: ChipsInputProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const errorId = `${useId()}-error`

  /** Adds the entries it can; returns the ones it refused, joined back for the field. */
  const commit = (raw: string): string => {
    const entries = raw.split(SEPARATORS).map((s) => s.trim()).filter(Boolean)
    const next = [...value]
    const refused: string[] = []
    let reason: string | null = null
    for (const entry of entries) {
      const problem = validate?.(entry)
      if (problem) {
        refused.push(entry)
        reason ??= problem
      } else if (!next.includes(entry)) next.push(entry)
    }
    if (next.length !== value.length) onChange(next)
    setError(reason)
    return refused.join(', ')
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return // IME conversion in progress (Japanese input)
    if ((e.key === 'Enter' || e.key === ',' || e.key === ';' || (e.key === 'Tab' && !e.shiftKey)) && text.trim()) {
      e.preventDefault()
      setText(commit(text))
    } else if (e.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1))
    }
  }

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text')
    if (!SEPARATORS.test(pasted)) return
    e.preventDefault()
    setText(commit(text + pasted))
  }

  const remove = (chip: string) => {
    onChange(value.filter((v) => v !== chip))
    field.current?.focus()
  }

  const describedBy = [error ? errorId : undefined, aria['aria-describedby']].filter(Boolean).join(' ') || undefined
  return (
    <div data-chips className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
      <div
        className={cx(input({ kind: 'input' }), css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', h: 'auto', minH: '10', py: '1', cursor: 'text' }), className)}
        aria-invalid={error || aria['aria-invalid'] ? true : undefined}
        onClick={(e) => e.target === e.currentTarget && field.current?.focus()}
      >
        <ul aria-label={label} className={css({ display: 'contents', listStyle: 'none' })}>
          {value.map((chip) => (
            <li
              key={chip}
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', maxW: 'full', ps: '2', pe: '0.5', py: '0.5', borderRadius: 'full', bg: 'bg.muted', fontSize: 'sm', color: 'fg' })}
            >
              <span dir="auto" className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })} title={chip}>
                {chip}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t`Remove ${chip}`}
                onClick={() => remove(chip)}
                className={css({ display: 'inline-flex', p: '0.5', borderRadius: 'full', color: 'fg.muted', cursor: 'pointer', _hover: { bg: 'bg.emphasized', color: 'fg' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })}
              >
                <IconX size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={field}
          id={id}
          value={text}
          disabled={disabled}
          placeholder={value.length ? undefined : placeholder}
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={error || aria['aria-invalid'] ? true : undefined}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(null)
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => text.trim() && setText(commit(text))}
          className={css({ flex: '1', minW: '8rem', border: 'none', outline: 'none', bg: 'transparent', color: 'fg', fontSize: 'sm', py: '1' })}
        />
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={css({ m: '0', fontSize: 'xs', color: 'danger.text' })}>
            {error}
          </p>
        )}
      </div>
    </div>
  )
}

// A practical check for addresses typed by hand: something@domain.tld, no spaces.
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]{2,}$/

/** True for a plausible e-mail address (what ChipsInput's `validate` for recipients needs). */
export function isEmailAddress(entry: string): boolean {
  return EMAIL.test(entry)
}
