import type { ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  IconBuilding,
  IconChartBar,
  IconCheck,
  IconCrown,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconMail,
  IconPhone,
  IconUser,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { ProfileAbout, ProfileItem } from '@/core/api/contract/demo/pages'
import { isoDate } from '@/core/i18n/demo-format'
import { Avatar, Badge, Card, IconButton } from '@/ui'
import { Timeline } from '@/ui/Timeline'
import { propertyLabel, toneOf } from './profile-labels'
import { ProfileProjectsTable } from './ProfileProjectsTable'
import { useConnectionToggle } from './use-connection-toggle'
import { TabState, useProfileTab } from './use-profile-tab'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
const ICONS: Record<string, Icon> = { user: IconUser, check: IconCheck, crown: IconCrown, flag: IconFlag, language: IconLanguage, phone: IconPhone, mail: IconMail, 'chart-bar': IconChartBar, building: IconBuilding, users: IconUsers, 'layout-grid': IconLayoutGrid }

const heading = css({ fontSize: 'xs', textTransform: 'uppercase', color: 'fg.muted', fontWeight: 'medium', m: '0', mb: '3', letterSpacing: 'wide' })
const itemList = css({ listStyle: 'none', p: '0', m: '0', mb: '5', display: 'flex', flexDirection: 'column', gap: '3' })

function Items({ title, items }: { title: string; items: ProfileItem[] }) {
  const { i18n } = useLingui()
  return (
    <>
      <h3 className={heading}>{title}</h3>
      <ul className={itemList}>
        {items.map((item) => {
          const ItemIcon = ICONS[item.icon] ?? IconCheck
          return (
            <li key={item.property} className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '0' })}>
              <ItemIcon size={18} aria-hidden />
              <span className={css({ fontWeight: 'medium' })}>{propertyLabel(i18n, item.property)}:</span>
              <bdi className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{propertyLabel(i18n, item.value)}</bdi>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** Profile tab: about, contacts, teams and overview; activity; connections; teams; the project list. */
export function ProfileAboutTab() {
  const { t, i18n } = useLingui()
  const about = useProfileTab<ProfileAbout>('profile')
  const { busy, toggle } = useConnectionToggle((name, isFriend) => {
    if (about.data) about.setData({ ...about.data, connections: about.data.connections.map((c) => (c.name === name ? { ...c, isFriend } : c)) })
  })
  return (
    <TabState resource={about}>
      {(data) => {
        // Activity: the projects by their last update, newest first.
        const activity = [...data.projectTable].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 4)
        return (
          <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
              <Card>
                <Items title={t`About`} items={data.about} />
                <Items title={t`Contacts`} items={data.contacts} />
                <Items title={t`Teams`} items={data.teams} />
              </Card>
              <Card>
                <Items title={t`Overview`} items={data.overview} />
              </Card>
            </div>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
              <Card title={t`Activity timeline`}>
                <Timeline
                  label={t`Activity timeline`}
                  items={activity.map((p) => ({
                    id: String(p.id),
                    title: t`${p.leader} updated ${p.name}`,
                    time: isoDate(i18n, p.date),
                    body: t`Progress now ${i18n.number(p.status / 100, { style: 'percent' })}.`,
                    tone: p.status >= 80 ? 'success' : 'primary',
                  }))}
                />
              </Card>
              <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
                <Card title={t`Connections`}>
                  <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
                    {data.connections.map((c) => (
                      <li key={c.name} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                        <Avatar name={c.name} src={c.avatar} decorative />
                        <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
                          <strong className={css({ fontWeight: 'medium' })}>{c.name}</strong>
                          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{c.connections}</span>
                        </span>
                        <IconButton
                          label={c.isFriend ? t`Disconnect from ${c.name}` : t`Connect with ${c.name}`}
                          variant={c.isFriend ? 'solid' : 'outline'}
                          aria-pressed={c.isFriend}
                          loading={busy === c.name}
                          onClick={() => void toggle(c.name, !c.isFriend)}
                        >
                          {c.isFriend ? <IconUserCheck size={18} /> : <IconUserPlus size={18} />}
                        </IconButton>
                      </li>
                    ))}
                  </ul>
                </Card>
                <Card title={t`Teams`}>
                  <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
                    {data.teamsTech.map((team) => (
                      <li key={team.title} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                        <img src={team.avatar} alt="" width={36} height={36} className={css({ w: '9', h: '9', borderRadius: 'md' })} />
                        <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
                          <strong className={css({ fontWeight: 'medium' })}>{team.title}</strong>
                          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t`${i18n.number(team.members)} members`}</span>
                        </span>
                        <Badge tone={toneOf(team.chipColor)}>{team.chipText}</Badge>
                      </li>
                    ))}
                  </ul>
                </Card>
              </div>
              <ProfileProjectsTable />
            </div>
          </div>
        )
      }}
    </TabState>
  )
}
