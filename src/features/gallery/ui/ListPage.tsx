import { useState } from 'react'
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Avatar, Badge, IconButton, List, Switch } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function ListPage() {
  const { t, i18n } = useLingui()
  const [files, setFiles] = useState([
    { id: 'a', name: 'meishi-0412.jpg', size: 482_000, pdf: false },
    { id: 'b', name: 'trade-show-osaka.pdf', size: 2_400_000, pdf: true },
    { id: 'c', name: 'meishi-0413.jpg', size: 391_000, pdf: false },
  ])
  const [settings, setSettings] = useState({ mail: true, push: false })
  const people = [
    { id: '1', name: '田中 結衣', role: t`Sales, Tokyo`, status: 'success' as const, label: t`Online` },
    { id: '2', name: '佐藤 陽翔', role: t`Office`, status: 'warning' as const, label: t`Away` },
    { id: '3', name: 'Kenji Mori', role: t`Sales, Osaka`, status: 'neutral' as const, label: t`Offline` },
  ]
  const kb = (n: number) => i18n.number(n / 1000, { maximumFractionDigits: 0 }) + ' KB'
  return (
    <GalleryPage section="ui" title={t`List`} intro={t`Rows of people, files or settings: something on the start, two lines of text, something on the end.`}>
      <Example title={t`People`} usage={`<List items={[{ id, start: <Avatar …/>, primary: name, secondary: role, end: <Badge …/> }]} />`}>
        <List
          label={t`Team`}
          dividers
          items={people.map((p) => ({ id: p.id, start: <Avatar name={p.name} decorative />, primary: p.name, secondary: p.role, end: <Badge tone={p.status} dot>{p.label}</Badge> }))}
        />
      </Example>
      <Example title={t`Files with an action`} state={{ files: files.map((f) => f.name) }} usage={`end: <IconButton label="Remove …" onClick={remove} />`}>
        <List
          label={t`Attachments`}
          dense
          items={files.map((f) => ({
            id: f.id,
            start: f.pdf ? <IconFileTypePdf aria-hidden="true" /> : <IconPhoto aria-hidden="true" />,
            primary: f.name,
            secondary: kb(f.size),
            end: (
              <IconButton label={t`Remove ${f.name}`} size="sm" onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}>
                <IconTrash size={16} />
              </IconButton>
            ),
          }))}
        />
      </Example>
      <Example title={t`Settings`} state={settings} usage={`end: <Switch aria-label="…" checked={on} onCheckedChange={set} />`}>
        <List
          label={t`Notifications`}
          dividers
          items={[
            { id: 'mail', primary: t`E-mail`, secondary: t`A summary when cards are ready to check`, end: <Switch aria-label={t`E-mail`} checked={settings.mail} onCheckedChange={(mail) => setSettings((s) => ({ ...s, mail }))} /> },
            { id: 'push', primary: t`Push`, secondary: t`On this device, right away`, end: <Switch aria-label={t`Push`} checked={settings.push} onCheckedChange={(push) => setSettings((s) => ({ ...s, push }))} /> },
          ]}
        />
      </Example>
    </GalleryPage>
  )
}
