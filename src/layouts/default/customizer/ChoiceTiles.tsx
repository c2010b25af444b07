import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'

export type Tile<T extends string> = { value: T; label: ReactNode; preview?: ReactNode }

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  cursor: 'pointer',
  fontSize: 'sm',
  color: 'fg.muted',
  '& [data-part=box]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '14',
    p: '2',
    borderRadius: 'md',
    border: '1px solid token(colors.border)',
    bg: 'bg.surface',
    transition: 'border-color 0.15s, box-shadow 0.15s',
  },
  '&:hover [data-part=box]': { borderColor: 'border.strong' },
  '&:has(input:checked)': { color: 'primary.text', fontWeight: '600' },
  '&:has(input:checked) [data-part=box]': { borderColor: 'primary', boxShadow: '0 0 0 1px var(--colors-primary)', color: 'primary' },
  '&:has(input:focus-visible) [data-part=box]': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
})

/** A row of picture tiles backed by native radios (arrow keys work as in any radio group). */
export function ChoiceTiles<T extends string>({ legend, value, onChange, tiles, columns = 3, name }: { legend: ReactNode; value: T; onChange: (v: T) => void; tiles: readonly Tile<T>[]; columns?: number; name: string }) {
  const id = useId()
  return (
    <fieldset className={css({ border: 'none', p: 0, m: 0, minW: 0 })} data-setting={name}>
      <legend className={css({ fontSize: 'sm', fontWeight: '500', color: 'fg', mb: '2', p: 0 })}>{legend}</legend>
      <div className={css({ display: 'grid', gap: '3' })} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {tiles.map((t) => (
          <label key={t.value} className={tile}>
            <input type="radio" name={`${name}-${id}`} value={t.value} checked={value === t.value} onChange={() => onChange(t.value)} className={css({ srOnly: true })} />
            <span data-part="box">{t.preview}</span>
            <span className={css({ textAlign: 'center' })}>{t.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
