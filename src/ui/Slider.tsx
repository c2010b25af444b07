import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { directionOf, isLocale } from '@/core/i18n/locales'

export type SliderProps = {
  label: string
  /** One value, or two for a range (each thumb gets its own name). */
  value: number[]
  onValueChange: (value: number[]) => void
  min?: number
  max?: number
  step?: number
  /** Values to mark under the track. */
  marks?: readonly number[]
  /** How a value is written (e.g. with a currency); defaults to the locale's number format. */
  format?: (value: number) => string
  /** Names of the thumbs for a range, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels?: readonly string[]
  disabled?: boolean
  className?: string
}

const thumb = css({
  w: '5', h: '5', borderRadius: 'full', bg: 'bg.surface', borderWidth: '2px', borderColor: 'primary', boxShadow: 'card', cursor: 'grab',
  _focusVisible: { outline: '3px solid', outlineColor: 'color-mix(in srgb, var(--colors-primary) 40%, transparent)' },
  _disabled: { borderColor: 'border.strong', cursor: 'not-allowed' },
})

/** A slider or range slider (Ark Slider): arrows, Page Up/Down, Home/End; mirrors in rtl. */
export function Slider({ label, value, onValueChange, min = 0, max = 100, step = 1, marks, format, thumbLabels, disabled, className }: SliderProps) {
  const { i18n } = useLingui()
  const show = format ?? ((n: number) => i18n.number(n))
  return (
    <ArkSlider.Root
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' }), className)}
      value={value}
      onValueChange={(d) => onValueChange(d.value)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      thumbAlignment="center"
      dir={isLocale(i18n.locale) ? directionOf(i18n.locale) : 'ltr'}
      aria-label={thumbLabels ? [...thumbLabels] : [label]}
      getAriaValueText={(d) => show(d.value)}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm' })}>
        <ArkSlider.Label className={css({ fontWeight: 'medium', color: 'fg' })}>{label}</ArkSlider.Label>
        <ArkSlider.ValueText className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{value.map(show).join(' – ')}</ArkSlider.ValueText>
      </div>
      <ArkSlider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '6' })}>
        <ArkSlider.Track className={css({ flex: '1', h: '1.5', bg: 'bg.emphasized', borderRadius: 'full', overflow: 'hidden' })}>
          <ArkSlider.Range className={css({ h: 'full', bg: 'primary', _disabled: { bg: 'border.strong' } })} />
        </ArkSlider.Track>
        {value.map((_v, index) => (
          <ArkSlider.Thumb key={index} index={index} className={thumb}>
            <ArkSlider.HiddenInput />
          </ArkSlider.Thumb>
        ))}
      </ArkSlider.Control>
      {marks && (
        <ArkSlider.MarkerGroup className={css({ position: 'relative', h: '4', fontSize: 'xs', color: 'fg.muted' })}>
          {marks.map((m) => (
            <ArkSlider.Marker key={m} value={m} className={css({ whiteSpace: 'nowrap' })}>
              {show(m)}
            </ArkSlider.Marker>
          ))}
        </ArkSlider.MarkerGroup>
      )}
    </ArkSlider.Root>
  )
}
