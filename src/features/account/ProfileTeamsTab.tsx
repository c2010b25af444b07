import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { css } from 'styled-system/css'
import type { ProfileTeam } from '@/core/api/contract/demo/pages'
import { AvatarGroup, Badge, Card } from '@/ui'
import { toneOf } from './profile-labels'
import { cardGrid, TabState, useProfileTab } from './use-profile-tab'

/** Teams tab: one card per team with its members and labels. */
export function ProfileTeamsTab() {
  const { t } = useLingui()
  const teams = useProfileTab<ProfileTeam[]>('teams')
  return (
    <TabState resource={teams} isEmpty={(d) => d.length === 0} emptyTitle={t`No teams yet`}>
      {(list) => (
        <ul className={css({ ...cardGrid, listStyle: 'none', p: '0', m: '0' })} aria-label={t`Teams`}>
          {list.map((team) => (
            <li key={team.title}>
              <Card className={css({ h: 'full' })}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', h: 'full' })}>
                  <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
                    <img src={team.avatar} alt="" width={40} height={40} className={css({ w: '10', h: '10', borderRadius: 'md' })} />
                    <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>{team.title}</h3>
                  </div>
                  <p className={css({ m: '0', color: 'fg.muted', flex: '1' })}>{team.description}</p>
                  <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                      <AvatarGroup names={team.members.map((m) => ({ name: m.name, src: m.avatar }))} />
                      {team.extraMembers > 0 && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t({ message: plural(team.extraMembers, { one: '+# more', other: '+# more' }) })}</span>}
                    </span>
                    <span className={css({ display: 'inline-flex', gap: '2' })}>
                      {team.chips.map((c) => <Badge key={c.title} tone={toneOf(c.color)}>{c.title}</Badge>)}
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
