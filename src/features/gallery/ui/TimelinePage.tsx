import { useState } from 'react'
import { IconBuildingSkyscraper, IconCamera, IconCircleCheck, IconLink, IconScan } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, Button, RadioGroup } from '@/ui'
import { Timeline, type TimelineAlign, type TimelineItem } from '@/ui/Timeline'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const full = css({ w: 'full' })
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute)

export default function TimelinePage() {
  const { t, i18n } = useLingui()
  const when = (d: Date) => i18n.date(d, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
  const [added, setAdded] = useState<TimelineItem[]>([])
  const [align, setAlign] = useState<TimelineAlign>('alternate')

  const basic: TimelineItem[] = [
    { id: 'scan', title: t`Card scanned`, time: when(at(16, 9, 12)), body: t`Takahashi Yui, Aoba Solutions`, tone: 'info' },
    { id: 'read', title: t`Text read from the card`, time: when(at(16, 9, 13)), body: t`Two fields need a second look.`, tone: 'warning' },
    { id: 'check', title: t`Checked by the office`, time: when(at(16, 11, 40)), tone: 'success' },
    ...added,
  ]
  const addEvent = () =>
    setAdded((list) => [...list, { id: `added-${list.length + 1}`, title: t`Note added`, time: when(new Date()), body: t`Met at the Osaka trade fair.`, tone: 'primary' }])

  const withIcons: TimelineItem[] = [
    { id: 'photo', title: t`Photo taken`, time: when(at(17, 10, 5)), marker: <IconCamera />, tone: 'neutral' },
    { id: 'scan', title: t`Text read from the card`, time: when(at(17, 10, 6)), marker: <IconScan />, tone: 'info' },
    { id: 'company', title: t`Company found: Sakura Trading`, time: when(at(17, 10, 6)), marker: <IconBuildingSkyscraper />, tone: 'primary' },
    { id: 'linked', title: t`Person linked to the company`, time: when(at(17, 14, 30)), marker: <IconLink />, tone: 'primary' },
    { id: 'done', title: t`Record complete`, time: when(at(17, 14, 31)), marker: <IconCircleCheck />, tone: 'success' },
  ]

  const people = [
    { name: '佐藤 健太', text: t`added 12 cards from the Nagoya visit` },
    { name: '鈴木 美咲', text: t`merged two records of the same company` },
    { name: '田中 翔', text: t`changed the department of Ito Haruka` },
  ]
  const withAvatars: TimelineItem[] = people.map((p, i) => ({
    id: `person-${i}`,
    // The avatar is decorative: the name is written in the title.
    marker: <Avatar name={p.name} size="sm" decorative />,
    title: (
      <>
        <strong>{p.name}</strong> {p.text}
      </>
    ),
    time: when(at(18, 9 + i * 2, 15)),
    tone: 'neutral',
  }))

  const alignLabel: Record<TimelineAlign, string> = { start: t`After the rail`, end: t`Before the rail`, alternate: t`Alternating` }
  const usage = `<Timeline label="…" align="${align}" items={[{ id, title, time, body, tone, marker: <IconScan /> }]} />`

  return (
    <GalleryPage section="ui" title={t`Timeline`} intro={t`Events in order: what happened to a card, an order or a record, and when.`}>
      <Example title={t`Basic`} description={t`A coloured dot per event: info, warning, success.`} state={{ events: basic.length }} usage={`<Timeline label="…" items={[{ id, title, time, body, tone: 'success' }]} />`}>
        <Timeline label={t`Card activity`} items={basic} className={full} />
        <Button size="sm" variant="outline" onClick={addEvent}>{t`Add an event`}</Button>
        <Button size="sm" variant="ghost" tone="neutral" disabled={!added.length} onClick={() => setAdded([])}>{t`Reset`}</Button>
      </Example>
      <Example title={t`With icons`} description={t`An icon in the marker says what kind of event it was.`} usage={`<Timeline items={[{ id, title, marker: <IconScan />, tone: 'info' }]} />`}>
        <Timeline label={t`Card processing`} items={withIcons} className={full} />
      </Example>
      <Example title={t`With avatars`} description={t`Who did what: the avatar stands for the person named in the text.`} usage={`<Timeline items={[{ id, title, marker: <Avatar name={name} size="sm" decorative /> }]} />`}>
        <Timeline label={t`Team activity`} items={withAvatars} className={full} />
      </Example>
      <Example
        title={t`Alignment`}
        description={t`Events after the rail, before it, or taking turns. Sides follow the reading direction; alternating becomes one column on phones.`}
        state={{ align }}
        usage={usage}
        wide
      >
        <RadioGroup
          label={t`Events`}
          orientation="horizontal"
          value={align}
          onValueChange={(v) => setAlign(v as TimelineAlign)}
          options={(['start', 'end', 'alternate'] as const).map((value) => ({ value, label: alignLabel[value] }))}
          className={full}
        />
        <Timeline label={t`Card processing`} items={withIcons} align={align} className={full} />
      </Example>
    </GalleryPage>
  )
}
