import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

export type PinInputProps = {
  /** The digits typed so far ('' … length characters). */
  value: string
  onValueChange: (value: string) => void
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void
  /** Number of boxes (default 6). */
  length?: number
  /** Names the group for screen readers. */
  label: string
  invalid?: boolean
  autoFocus?: boolean
  id?: string
  'aria-describedby'?: string
}

const box = css({
  w: { base: '10', sm: '12' },
  h: { base: '12', sm: '14' },
  textAlign: 'center',
  fontSize: 'xl',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  outline: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _focusVisible: { borderColor: 'primary', boxShadow: '0 0 0 3px {colors.primary.subtle}' },
  _focus: { borderColor: 'primary' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
})

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * A one-time code in separate boxes: typing moves on, Backspace on an empty box goes back, a pasted
 * (or autofilled) code fills every box, arrows and Home/End move. Codes read left to right in every
 * language, so the group is always ltr.
 */
export function PinInput({ value, onValueChange, onComplete, length = 6, label, invalid, autoFocus, id, ...aria }: PinInputProps) {
  const { t } = useLingui()
  const refs = useRef<(HTMLInputElement | null)[]>([])
  // An empty box inside the code is a space in `value`, so later digits keep their place.
  const cells = Array.from({ length }, (_, i) => (value[i] ?? '').trim())
  const toValue = (chars: string[]) => chars.map((c) => c || ' ').join('').trimEnd()

  const focus = (i: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, i))]
    target?.focus()
    target?.select()
  }

  const commit = (next: string) => {
    const clean = next.slice(0, length)
    onValueChange(clean)
    if (clean.length === length && /^\d+$/.test(clean)) onComplete?.(clean)
  }

  // Writes digits starting at box i (one typed digit, or a whole pasted/autofilled code).
  const writeAt = (i: number, digits: string) => {
    if (!digits) return
    const chars = cells.slice()
    for (let k = 0; k < digits.length && i + k < length; k++) chars[i + k] = digits[k]
    commit(toValue(chars))
    focus(i + digits.length)
  }

  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const chars = cells.slice()
      if (chars[i]) {
        chars[i] = ''
      } else if (i > 0) {
        chars[i - 1] = ''
        focus(i - 1)
      }
      commit(toValue(chars))
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(i - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(i + 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focus(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focus(length - 1)
    }
  }

  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const digits = digitsOf(event.clipboardData.getData('text'))
    // A full code pasted anywhere fills from the first box.
    writeAt(digits.length >= length ? 0 : i, digits)
  }

  return (
    <div role="group" aria-label={label} id={id} dir="ltr" className={css({ display: 'flex', gap: { base: '1.5', sm: '2.5' }, justifyContent: 'center' })}>
      {cells.map((cell, i) => {
        const position = i + 1
        return (
          <input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          className={box}
          value={cell}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && i === 0}
          aria-label={t`Digit ${position} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={aria['aria-describedby']}
          data-testid="pin-box"
          onFocus={(e) => e.currentTarget.select()}
          onPaste={onPaste(i)}
          onKeyDown={onKeyDown(i)}
          onChange={(e) => {
            const digits = digitsOf(e.currentTarget.value)
            // The box already held a digit: keep the one just typed (the last one).
            writeAt(i, digits.length > 1 && digits.length < length ? digits.slice(-1) : digits)
          }}
          />
        )
      })}
    </div>
  )
}
