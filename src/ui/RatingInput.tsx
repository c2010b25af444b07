import { RatingGroup } from '@ark-ui/react/rating-group'
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'

export type RatingInputProps = {
  label: string
  value: number
  onValueChange?: (value: number) => void
  count?: number
  allowHalf?: boolean
  readOnly?: boolean
  disabled?: boolean
  size?: number
  className?: string
}

/** A star rating to choose (Ark RatingGroup): arrow keys change it, a radio group for screen readers. */
export function RatingInput({ label, value, onValueChange, count = 5, allowHalf, readOnly, disabled, size = 24, className }: RatingInputProps) {
  return (
    <RatingGroup.Root
      count={count}
      value={value}
      onValueChange={onValueChange ? (d) => onValueChange(d.value) : undefined}
      allowHalf={allowHalf}
      readOnly={readOnly}
      disabled={disabled}
      className={cx(css({ display: 'inline-flex', flexDirection: 'column', gap: '1' }), className)}
    >
      <RatingGroup.Label className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })}>{label}</RatingGroup.Label>
      <RatingGroup.Control className={css({ display: 'inline-flex', gap: '0.5' })}>
        <RatingGroup.Context>
          {({ items }) =>
            items.map((index) => (
              <RatingGroup.Item
                key={index}
                index={index}
                className={css({
                  color: 'border.strong', cursor: readOnly ? 'default' : 'pointer', display: 'inline-flex', borderRadius: 'sm',
                  '&[data-highlighted]': { color: 'warning' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
                })}
              >
                <RatingGroup.ItemContext>
                  {(item) => (item.half ? <IconStarHalfFilled size={size} className="flip-rtl" /> : item.highlighted ? <IconStarFilled size={size} /> : <IconStar size={size} />)}
                </RatingGroup.ItemContext>
              </RatingGroup.Item>
            ))
          }
        </RatingGroup.Context>
        <RatingGroup.HiddenInput />
      </RatingGroup.Control>
    </RatingGroup.Root>
  )
}
