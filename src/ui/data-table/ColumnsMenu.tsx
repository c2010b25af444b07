import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button } from '../Button'
import { Checkbox } from '../Checkbox'
import { IconButton } from '../IconButton'
import { Popover } from '../Popover'

export type ColumnChoice = { id: string; label: string; /** Always shown (e.g. the name column). */ required?: boolean }

export type ColumnsMenuProps = {
  columns: readonly ColumnChoice[]
  /** Hidden columns are false; missing ids count as shown. */
  visibility: Record<string, boolean>
  order: readonly string[]
  onVisibilityChange: (visibility: Record<string, boolean>) => void
  onOrderChange: (order: string[]) => void
}

/** Which table columns show and in which order: a checkbox and up/down buttons per column. */
export function ColumnsMenu({ columns, visibility, order, onVisibilityChange, onOrderChange }: ColumnsMenuProps) {
  const { t } = useLingui()
  const byId = new Map(columns.map((c) => [c.id, c]))
  const ordered = [...order.filter((id) => byId.has(id)), ...columns.map((c) => c.id).filter((id) => !order.includes(id))]
  const move = (index: number, by: -1 | 1) => {
    const next = [...ordered]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    onOrderChange(next)
  }
  return (
    <Popover
      title={t`Columns`}
      trigger={
        <Button variant="outline" tone="neutral" startIcon={<IconColumns size={18} />}>
          {t`Columns`}
        </Button>
      }
    >
      <ul className={css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '1' })}>
        {ordered.map((id, i) => {
          const column = byId.get(id)!
          return (
            <li key={id} className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
              <Checkbox
                label={column.label}
                checked={visibility[id] !== false}
                disabled={column.required}
                onCheckedChange={(shown) => onVisibilityChange({ ...visibility, [id]: shown })}
                className={css({ flex: '1' })}
              />
              <IconButton label={t`Move ${column.label} up`} size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} />
              </IconButton>
              <IconButton label={t`Move ${column.label} down`} size="sm" disabled={i === ordered.length - 1} onClick={() => move(i, 1)}>
                <IconArrowDown size={16} />
              </IconButton>
            </li>
          )
        })}
      </ul>
    </Popover>
  )
}
