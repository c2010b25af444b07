import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { IconMessageDots } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { ProfileProject } from '@/core/api/contract/demo/pages'
import { isoDate } from '@/core/i18n/demo-format'
import { AvatarGroup, Badge, Card, DetailList } from '@/ui'
import { ProgressBar } from '@/ui/Progress'
import { toneOf } from './profile-labels'
import { cardGrid, TabState, useProfileTab } from './use-profile-tab'

/** Projects tab: one card per project — client, dates, budget, task progress, members. */
export function ProfileProjectsTab() {
  const { t, i18n } = useLingui()
  const projects = useProfileTab<ProfileProject[]>('projects')
  return (
    <TabState resource={projects} isEmpty={(d) => d.length === 0} emptyTitle={t`No projects yet`}>
      {(list) => (
        <ul className={css({ ...cardGrid, listStyle: 'none', p: '0', m: '0' })} aria-label={t`Projects`}>
          {list.map((p) => (
            <li key={p.title}>
              <Card className={css({ h: 'full' })}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                  <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                    <img src={p.avatar} alt="" width={40} height={40} className={css({ w: '10', h: '10', borderRadius: 'md' })} />
                    <div className={css({ minW: '0' })}>
                      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>{p.title}</h3>
                      <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>{t`Client: ${p.client}`}</p>
                    </div>
                  </div>
                  <DetailList
                    columns={2}
                    items={[
                      { label: t`Budget`, value: <bdi>{`${p.budgetSpent} / ${p.budget}`}</bdi> },
                      { label: t`Start date`, value: isoDate(i18n, p.startDate) },
                      { label: t`Deadline`, value: isoDate(i18n, p.deadline) },
                      { label: t`Hours`, value: <bdi>{p.hours}</bdi> },
                    ]}
                  />
                  <p className={css({ m: '0', color: 'fg.muted' })}>{p.description}</p>
                  <ProgressBar
                    value={p.completedTask}
                    max={p.totalTask}
                    label={t`Tasks`}
                    ariaLabel={t`Tasks of ${p.title}`}
                    valueText={t`${i18n.number(p.completedTask)} of ${i18n.number(p.totalTask)}`}
                    tone={p.completedTask / p.totalTask > 0.75 ? 'success' : 'primary'}
                  />
                  <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                    <AvatarGroup names={p.avatarGroup.map((m) => ({ name: m.name, src: m.avatar }))} />
                    <span className={css({ display: 'inline-flex', gap: '3', alignItems: 'center' })}>
                      <Badge tone={toneOf(p.chipColor)}>{p.chipText}</Badge>
                      <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' })}>
                        <IconMessageDots size={16} aria-hidden />
                        {t({ message: plural(p.comments, { one: '# comment', other: '# comments' }) })}
                      </span>
                    </span>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TabState>
  )
}
