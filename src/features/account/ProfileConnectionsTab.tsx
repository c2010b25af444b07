import { Trans, useLingui } from '@lingui/react/macro'
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { ProfileConnection } from '@/core/api/contract/demo/pages'
import { Avatar, Badge, Button, Card } from '@/ui'
import { toneOf } from './profile-labels'
import { useConnectionToggle } from './use-connection-toggle'
import { cardGrid, TabState, useProfileTab } from './use-profile-tab'

const stats = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', textAlign: 'center', w: 'full', '& strong': { display: 'block', fontSize: 'lg' }, '& span': { fontSize: 'xs', color: 'fg.muted' } })

/** Connections tab: people cards; Connect / Disconnect is saved on the demo server. */
export function ProfileConnectionsTab() {
  const { t } = useLingui()
  const people = useProfileTab<ProfileConnection[]>('connections')
  const { busy, toggle } = useConnectionToggle((name, isConnected) => {
    if (people.data) people.setData(people.data.map((p) => (p.name === name ? { ...p, isConnected } : p)))
  })
  return (
    <TabState resource={people} isEmpty={(d) => d.length === 0} emptyTitle={t`No connections yet`}>
      {(list) => (
        <ul className={css({ ...cardGrid, listStyle: 'none', p: '0', m: '0' })} aria-label={t`Connections`}>
          {list.map((p) => (
            <li key={p.name}>
              <Card className={css({ h: 'full' })}>
                <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center' })}>
                  <Avatar name={p.name} src={p.avatar} size="xl" decorative />
                  <div>
                    <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>{p.name}</h3>
                    <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>{p.designation}</p>
                  </div>
                  <span className={css({ display: 'inline-flex', gap: '2' })}>
                    {p.chips.map((c) => <Badge key={c.title} tone={toneOf(c.color)}>{c.title}</Badge>)}
                  </span>
                  <div className={stats}>
                    <div><strong>{p.projects}</strong><span>{t`Projects`}</span></div>
                    <div><strong>{p.tasks}</strong><span>{t`Tasks`}</span></div>
                    <div><strong>{p.connections}</strong><span>{t`Connections`}</span></div>
                  </div>
                  <Button
                    variant={p.isConnected ? 'solid' : 'outline'}
                    startIcon={p.isConnected ? <IconUserCheck size={18} aria-hidden /> : <IconUserPlus size={18} aria-hidden />}
                    loading={busy === p.name}
                    aria-pressed={p.isConnected}
                    aria-label={p.isConnected ? t`Connected with ${p.name}: disconnect` : t`Connect with ${p.name}`}
                    onClick={() => void toggle(p.name, !p.isConnected)}
                  >
                    {p.isConnected ? <Trans>Connected</Trans> : <Trans>Connect</Trans>}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </TabState>
  )
}
