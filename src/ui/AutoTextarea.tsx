import { useId, type TextareaHTMLAttributes } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

export type AutoTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
  /** Shows "n / max" under the field and stops at max. */
  maxLength?: number
  minRows?: number
  maxRows?: number
  invalid?: boolean
}

/** A textarea that grows with its text (up to maxRows, then scrolls) and counts characters. */
export function AutoTextarea({ value, onValueChange, maxLength, minRows = 2, maxRows = 10, invalid, className, ...rest }: AutoTextareaProps) {
  const { t, i18n } = useLingui()
  const countId = useId()
  // Characters as people count them (a kanji or an emoji is one).
  const count = [...value].length
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', w: 'full' })}>
      <textarea
        {...rest}
        value={value}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(rest['aria-describedby'], maxLength ? countId : undefined) || undefined}
        onChange={(e) => onValueChange(e.target.value)}
        className={cx(input(), css({ h: 'auto', py: '2', resize: 'vertical', fieldSizing: 'content', lineHeight: '1.6' }), className)}
        style={{ minHeight: `calc(${minRows} * 1.6em + 1rem)`, maxHeight: `calc(${maxRows} * 1.6em + 1rem)` }}
      />
      {maxLength !== undefined && (
        <span id={countId} aria-live="polite" className={css({ alignSelf: 'flex-end', fontSize: 'xs', color: count >= maxLength ? 'danger.text' : 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          {t`${i18n.number(count)} of ${i18n.number(maxLength)} characters`}
        </span>
      )}
    </span>
  )
}
