import { Can } from '@casl/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { IconEye, IconPencil, IconBooks, IconCrown } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Badge, Card } from '@/ui'
import { useAppAbility } from './use-ability'
import { DEMO_TILES } from './demo-tiles'

const ICONS = { read: IconEye, update: IconPencil, 'read-all': IconBooks, manage: IconCrown } as const

/** The heart of the demo: tiles that exist in the page only when the ability allows them. */
export function AbilityTiles() {
  const { i18n, t } = useLingui()
  const ability = useAppAbility()
  const hidden = DEMO_TILES.filter((tile) => ability.cannot(tile.action, tile.subject)).length
  return (
    <Card title={t`Content shown by ability`} subtitle={<Trans>Each tile below is rendered only if your rules allow its action on its subject.</Trans>}>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4', listStyle: 'none', p: '0', m: '0' })}>
          {DEMO_TILES.map((tile) => {
            const Icon = ICONS[tile.id as keyof typeof ICONS]
            return (
              <Can key={tile.id} I={tile.action} a={tile.subject}>
                <li
                  data-tile={tile.id}
                  className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '4', display: 'flex', gap: '3', alignItems: 'flex-start', bg: 'bg.subtle' })}
                >
                  <span className={css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'md', bg: 'primary.subtle', color: 'primary.text', flexShrink: 0 })}>
                    <Icon size={20} aria-hidden />
                  </span>
                  <span className={css({ minW: '0' })}>
                    <span className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                      <strong className={css({ fontWeight: 'semibold' })}>{i18n._(tile.title)}</strong>
                      <Badge tone="primary" size="sm" dir="ltr">
                        <code>
                          {tile.action} · {tile.subject}
                        </code>
                      </Badge>
                    </span>
                    <span className={css({ display: 'block', mt: '1', fontSize: 'sm', color: 'fg.muted' })}>{i18n._(tile.body)}</span>
                  </span>
                </li>
              </Can>
            )
          })}
        </ul>
        <p data-testid="acl-hidden-count" className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
          {hidden === 0 ? (
            <Trans>Your rules allow every tile: nothing is hidden from you.</Trans>
          ) : (
            <Plural value={hidden} one="# tile is hidden by your rules." other="# tiles are hidden by your rules." />
          )}
        </p>
    </Card>
  )
}
