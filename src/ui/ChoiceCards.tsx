import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

export type ChoiceCard = { value: string; title: ReactNode; description?: ReactNode; icon?: ReactNode; disabled?: boolean }

type Common = { label: string; name: string; options: readonly ChoiceCard[]; className?: string; columns?: number }
export type ChoiceCardsProps =
  | (Common & { type: 'radio'; value: string; onValueChange: (value: string) => void })
  | (Common & { type: 'checkbox'; value: string[]; onValueChange: (value: string[]) => void })

const card = css({
  position: 'relative', display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', cursor: 'pointer',
  bg: 'bg.surface', transition: 'border-color 0.15s', _hover: { borderColor: 'border.strong' },
  '&:has(input:checked)': { borderColor: 'primary', bg: 'primary.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' },
  '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  '& input': { accentColor: 'var(--colors-primary)', mt: '1', w: '4', h: '4', flexShrink: 0 },
})

/** Radio or checkbox choices drawn as cards (plans, delivery options): native inputs, so keys work as usual. */
export function ChoiceCards(props: ChoiceCardsProps) {
  const { label, name, options, className, columns = 2 } = props
  const checked = (v: string) => (props.type === 'radio' ? props.value === v : props.value.includes(v))
  const change = (v: string, on: boolean) => {
    if (props.type === 'radio') props.onValueChange(v)
    else props.onValueChange(on ? [...props.value, v] : props.value.filter((x) => x !== v))
  }
  return (
    <fieldset className={cx(css({ border: 'none', m: 0, p: 0, minW: 0 }), className)}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg', mb: '2' })}>{label}</legend>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: `repeat(var(--columns), minmax(0, 1fr))` } })} style={{ ['--columns' as string]: columns }}>
        {options.map((o) => (
          <label key={o.value} className={card}>
            <input type={props.type} name={name} value={o.value} checked={checked(o.value)} disabled={o.disabled} onChange={(e) => change(o.value, e.target.checked)} />
            <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: 0 })}>
              <span className={css({ fontWeight: 'semibold', color: 'fg' })}>{o.title}</span>
              {o.description && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{o.description}</span>}
            </span>
            {o.icon && <span className={css({ color: 'primary.text' })}>{o.icon}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
