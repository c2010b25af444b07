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

export function Input({ size, invalid, startElement, endElement, className, ...rest }: InputProps) {
  const field = (
    <input
      {...rest}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={cx(input({ kind: 'input', size }), startElement ? css({ ps: '9' }) : undefined, endElement ? css({ pe: '9' }) : undefined, className)}
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
