import { useState } from 'react'
import { IconBuilding } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Avatar, Button, Chip } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function ChipPage() {
  const { t } = useLingui()
  const filters = [
    { id: 'uncheck', label: t`Not checked` },
    { id: 'office', label: t`Checked by office` },
    { id: 'sales', label: t`Checked by sales` },
  ]
  const [selected, setSelected] = useState<string[]>(['uncheck'])
  const initialTags = ['営業部', 'Tokyo', 'VIP', '展示会 2026']
  const [tags, setTags] = useState(initialTags)
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  return (
    <GalleryPage section="ui" title={t`Chip`} intro={t`Compact labels: filters to toggle, tags to remove, people and companies.`}>
      <Example title={t`Filter chips`} description={t`Each chip is a toggle button (aria-pressed).`} state={{ selected }} usage={`<Chip onClick={toggle} selected={on}>Checked by office</Chip>`}>
        {filters.map((f) => (
          <Chip key={f.id} tone="primary" onClick={() => toggle(f.id)} selected={selected.includes(f.id)}>
            {f.label}
          </Chip>
        ))}
      </Example>
      <Example title={t`Removable tags`} state={{ tags }} usage={`<Chip onRemove={() => remove(tag)}>{tag}</Chip>`}>
        {tags.map((tag) => (
          <Chip key={tag} onRemove={() => setTags((all) => all.filter((x) => x !== tag))}>
            {tag}
          </Chip>
        ))}
        {tags.length < initialTags.length && (
          <Button size="sm" variant="ghost" onClick={() => setTags(initialTags)}>
            {t`Reset`}
          </Button>
        )}
      </Example>
      <Example title={t`With an avatar or icon`} usage={`<Chip start={<Avatar name={name} size="xs" decorative />}>{name}</Chip>`}>
        <Chip start={<Avatar name="田中 結衣" size="xs" decorative />}>田中 結衣</Chip>
        <Chip start={<Avatar name="Kenji Mori" size="xs" decorative />} tone="info">Kenji Mori</Chip>
        <Chip start={<IconBuilding size={14} aria-hidden="true" />} variant="outline" tone="success">株式会社青葉ソリューションズ</Chip>
      </Example>
      <Example title={t`Looks`} usage={`<Chip tone="warning" variant="solid">Waiting</Chip>`}>
        <Chip tone="success" variant="solid">{t`Checked`}</Chip>
        <Chip tone="warning" variant="outline">{t`Waiting`}</Chip>
        <Chip tone="danger">{t`Failed`}</Chip>
        <Chip disabled>{t`Disabled`}</Chip>
      </Example>
    </GalleryPage>
  )
}
