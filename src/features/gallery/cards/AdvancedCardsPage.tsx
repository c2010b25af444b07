import { useState } from 'react'
import { IconMail, IconPhone, IconUserPlus, IconUserCheck } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, AvatarGroup, Badge, Button, Card, List, Tabs } from '@/ui'
import { GalleryPage } from '../parts/GalleryPage'

const stat = css({ display: 'grid', justifyItems: 'center', gap: '0.5', '& strong': { fontSize: 'xl' }, '& span': { fontSize: 'xs', color: 'fg.muted' } })

export default function AdvancedCardsPage() {
  const { t, i18n } = useLingui()
  const [following, setFollowing] = useState(false)
  const team = ['田中 結衣', '佐藤 陽翔', 'Kenji Mori', '鈴木 一郎', 'Aiko Tanaka', 'Marie Dubois']
  return (
    <GalleryPage section="ui" title={t`Advanced cards`} intro={t`Cards that combine several parts: a profile, a team, a card with tabs.`}>
      <Card>
        <div className={css({ display: 'grid', justifyItems: 'center', gap: '3', textAlign: 'center' })}>
          <Avatar name="佐藤 陽翔" size="xl" decorative />
          <div>
            <p lang="ja" className={css({ m: 0, fontSize: 'lg', fontWeight: 'semibold' })}>佐藤 陽翔</p>
            <p className={css({ m: 0, color: 'fg.muted', fontSize: 'sm' })}>{t`Office, Tokyo`}</p>
          </div>
          <div className={css({ display: 'flex', gap: '8', py: '2' })}>
            <span className={stat}><strong>{i18n.number(1240)}</strong><span>{t`Cards checked`}</span></span>
            <span className={stat}><strong>{i18n.number(86)}</strong><span>{t`Companies`}</span></span>
          </div>
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button size="sm" startIcon={following ? <IconUserCheck size={16} /> : <IconUserPlus size={16} />} variant={following ? 'soft' : 'solid'} aria-pressed={following} onClick={() => setFollowing((f) => !f)}>
              {following ? t`Following` : t`Follow`}
            </Button>
            <Button size="sm" variant="outline" tone="neutral" startIcon={<IconMail size={16} />}>{t`Message`}</Button>
          </div>
        </div>
      </Card>
      <Card title={t`Sales team, Kansai`} subtitle={t`6 members`} actions={<Badge tone="primary">{t`Team`}</Badge>}>
        <div className={css({ display: 'grid', gap: '4' })}>
          <AvatarGroup names={team} max={5} />
          <List
            dense
            items={team.slice(0, 3).map((name, i) => ({ id: name, start: <Avatar name={name} size="sm" decorative />, primary: name, secondary: [t`Leader`, t`Sales`, t`Sales`][i], end: <IconPhone size={16} aria-hidden="true" /> }))}
          />
        </div>
      </Card>
      <Card title={t`A card with tabs`} className={css({ gridColumn: '1 / -1' })}>
        <Tabs
          label={t`This week`}
          items={[
            { value: 'cards', label: t`Cards`, content: <p className={css({ m: 0, color: 'fg.muted' })}>{t`48 cards were read this week; 5 wait for sales.`}</p> },
            { value: 'persons', label: t`Persons`, content: <p className={css({ m: 0, color: 'fg.muted' })}>{t`12 persons were added, 3 changed company.`}</p> },
          ]}
        />
      </Card>
    </GalleryPage>
  )
}
