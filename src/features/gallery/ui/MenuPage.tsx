import { useState } from 'react'
import { IconCopy, IconDots, IconEdit, IconTrash, IconChevronDown } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Button, IconButton, Menu } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function MenuPage() {
  const { t } = useLingui()
  const [chosen, setChosen] = useState('—')
  const [sort, setSort] = useState('newest')
  const sorts = [
    { value: 'newest', label: t`Newest first` },
    { value: 'oldest', label: t`Oldest first` },
    { value: 'name', label: t`By name` },
  ]
  return (
    <GalleryPage section="ui" title={t`Menu`} intro={t`Dropdown menus: arrow keys move, letters jump to an item, Escape closes and focus returns.`}>
      <Example title={t`Row actions`} state={{ chosen }} usage={`<Menu trigger={<IconButton label="Actions">…</IconButton>} items={[…]} onSelect={run} />`}>
        <Menu
          trigger={
            <IconButton label={t`Actions`}>
              <IconDots />
            </IconButton>
          }
          onSelect={setChosen}
          items={[
            { value: 'edit', label: t`Edit`, icon: <IconEdit size={16} /> },
            { value: 'duplicate', label: t`Duplicate`, icon: <IconCopy size={16} /> },
            { type: 'separator' },
            { value: 'delete', label: t`Delete`, icon: <IconTrash size={16} />, danger: true },
          ]}
        />
      </Example>
      <Example title={t`Groups and a disabled item`} state={{ sort }} usage={`items={[{ type: 'group', label: 'Sort' }, …, { value, label, disabled: true }]}`}>
        <Menu
          placement="bottom-start"
          trigger={<Button variant="outline" tone="neutral" endIcon={<IconChevronDown size={16} />}>{sorts.find((s) => s.value === sort)?.label}</Button>}
          onSelect={(v) => v !== 'export' && setSort(v)}
          items={[{ type: 'group', label: t`Sort` }, ...sorts, { type: 'separator' }, { value: 'export', label: t`Export (admins only)`, disabled: true }]}
        />
      </Example>
    </GalleryPage>
  )
}
