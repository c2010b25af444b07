import { useMemo, useState } from 'react'
import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { IconCheck, IconChevronDown, IconX } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { input, menu } from 'styled-system/recipes'
import { Spinner } from './Spinner'

export type ComboboxOption = { value: string; label: string; description?: string; disabled?: boolean }

export type ComboboxProps = {
  label: string
  options: readonly ComboboxOption[]
  value: string[]
  onValueChange: (value: string[]) => void
  multiple?: boolean
  placeholder?: string
  /**
   * Called as the user types. Without it the options are filtered here (case-, width- and
   * kana-insensitive); with it the owner fetches matching options (async autocomplete).
   */
  onInputChange?: (text: string) => void
  loading?: boolean
  invalid?: boolean
  disabled?: boolean
  className?: string
}

/** Folds what people type and what they look for alike: NFKC, lower case, katakana → hiragana. */
export const foldText = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))

/** A text field with a list to choose from (Ark Combobox): type to filter, arrows to move, Enter to pick. */
export function Combobox({ label, options, value, onValueChange, multiple, placeholder, onInputChange, loading, invalid, disabled, className }: ComboboxProps) {
  const { t } = useLingui()
  const m = menu()
  const [text, setText] = useState('')
  const shown = useMemo(() => {
    if (onInputChange || !text) return options
    const q = foldText(text.trim())
    return options.filter((o) => foldText(o.label).includes(q))
  }, [options, text, onInputChange])
  const collection = useMemo(() => createListCollection({ items: [...shown], itemToString: (o) => o.label, itemToValue: (o) => o.value, isItemDisabled: (o) => !!o.disabled }), [shown])
  return (
    <ArkCombobox.Root
      collection={collection}
      value={value}
      onValueChange={(d) => onValueChange(d.value)}
      onInputValueChange={(d) => {
        setText(d.inputValue)
        onInputChange?.(d.inputValue)
      }}
      multiple={multiple}
      disabled={disabled}
      invalid={invalid}
      openOnClick
      selectionBehavior={multiple ? 'clear' : 'replace'}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' }), className)}
    >
      <ArkCombobox.Label className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })}>{label}</ArkCombobox.Label>
      <ArkCombobox.Control className={css({ position: 'relative' })}>
        <ArkCombobox.Input placeholder={placeholder} className={cx(input(), css({ pe: '16' }))} />
        <span className={css({ position: 'absolute', insetInlineEnd: '1', top: '50%', transform: 'translateY(-50%)', display: 'flex', alignItems: 'center', gap: '0.5' })}>
          {loading && <Spinner size="sm" label={t`Searching`} />}
          <ArkCombobox.ClearTrigger aria-label={t`Clear`} className={iconTrigger}>
            <IconX size={16} />
          </ArkCombobox.ClearTrigger>
          <ArkCombobox.Trigger aria-label={t`Show options`} className={iconTrigger}>
            <IconChevronDown size={16} />
          </ArkCombobox.Trigger>
        </span>
      </ArkCombobox.Control>
      <Portal>
        <ArkCombobox.Positioner className={m.positioner}>
          <ArkCombobox.Content className={cx(m.content, css({ maxH: '18rem' }))}>
            {shown.length === 0 && !loading && <p className={css({ m: 0, px: '4', py: '2', fontSize: 'sm', color: 'fg.muted' })}>{t`Nothing matches "${text}"`}</p>}
            {shown.map((o) => (
              <ArkCombobox.Item key={o.value} item={o} className={m.item}>
                <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: 0 })}>
                  <ArkCombobox.ItemText>{o.label}</ArkCombobox.ItemText>
                  {o.description && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{o.description}</span>}
                </span>
                <ArkCombobox.ItemIndicator>
                  <IconCheck size={16} />
                </ArkCombobox.ItemIndicator>
              </ArkCombobox.Item>
            ))}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </Portal>
    </ArkCombobox.Root>
  )
}

const iconTrigger = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '7', h: '7', border: 'none', bg: 'transparent', color: 'fg.muted',
  borderRadius: 'sm', cursor: 'pointer', _hover: { bg: 'bg.muted', color: 'fg' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})
