import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

type Size = 'sm' | 'md' | 'lg'

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: Size
  /** Marks the field invalid (red border, aria-invalid); FormField sets it for you. */
  invalid?: boolean
  /** An icon or text inside the field on the inline start/end (e.g. a search icon, a unit). */
  startElement?: ReactNode
  endElement?: ReactNode
  ref?: Ref<HTMLInputElement>
}

const adornment = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.subtle',
  pointerEvents: 'none',
  '& svg': { w: '4.5', h: '4.5' },
  '& button, & a': { pointerEvents: 'auto' },
})

// Room for the adornments on the sides they sit on, which follow the wrapper's direction: an input
// of its own direction (a password or an e-mail, ltr in an Arabic form) would otherwise pad the
// wrong side and its text would run under the icon.
const roomAtStart = css({ '*:dir(ltr) > &': { pl: '9' }, '*:dir(rtl) > &': { pr: '9' } })
const roomAtEnd = css({ '*:dir(ltr) > &': { pr: '10' }, '*:dir(rtl) > &': { pl: '10' } })

export function Input({ size, invalid, startElement, endElement, className, ...rest }: InputProps) {
  const field = (
    <input
      {...rest}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={cx(input({ kind: 'input', size }), startElement ? roomAtStart : undefined, endElement ? roomAtEnd : undefined, className)}
    />
  )
  if (!startElement && !endElement) return field
  return (
    <div className={css({ position: 'relative', w: 'full', minW: '0' })}>
      {startElement && <span className={cx(adornment, css({ insetInlineStart: '3' }))}>{startElement}</span>}
      {field}
      {endElement && <span className={cx(adornment, css({ insetInlineEnd: '2' }))}>{endElement}</span>}
    </div>
  )
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; ref?: Ref<HTMLTextAreaElement> }

export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  return <textarea rows={rows} {...rest} aria-invalid={invalid || rest['aria-invalid'] || undefined} className={cx(input({ kind: 'textarea' }), className)} />
}
