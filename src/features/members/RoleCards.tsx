import { IconPencil, IconPlus } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { RoleSummary } from '@/core/api/contract/demo/roles'
import { AvatarGroup, Button, Card, Skeleton } from '@/ui'
import { roleName } from './role-labels'

type Props = { roles: readonly RoleSummary[] | null; onEdit: (role: RoleSummary) => void; onAdd: () => void }

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, mb: '6' })
const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })

/** One card per role: how many members have it, their avatars, its name and an Edit button; then "Add role". */
export function RoleCards({ roles, onEdit, onAdd }: Props) {
  const { t, i18n } = useLingui()
  if (!roles) {
    return (
      <div className={grid} aria-busy="true">
        {[0, 1, 2].map((i) => <Skeleton key={i} className={css({ h: '32', borderRadius: 'lg' })} />)}
      </div>
    )
  }
  return (
    <ul className={grid} aria-label={t`Roles`}>
      {roles.map((role) => {
        const name = roleName(i18n, role)
        return (
          <li key={role.id} className={css({ listStyle: 'none' })}>
            <Card className={css({ h: 'full' })}>
              <div className={row}>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  <Plural value={role.memberCount} one="# member" other="# members" />
                </span>
                {role.members.length > 0 && <AvatarGroup names={role.members.map((m) => ({ name: m.fullName, src: m.avatar || null }))} max={4} />}
              </div>
              <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3', mt: '5' })}>
                <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', wordBreak: 'keep-all', lineBreak: 'strict', m: 0 })}>{name}</h2>
                <Button variant="ghost" size="sm" startIcon={<IconPencil />} onClick={() => onEdit(role)} aria-label={t`Edit role ${name}`}>
                  <Trans>Edit role</Trans>
                </Button>
              </div>
            </Card>
          </li>
        )
      })}
      <li className={css({ listStyle: 'none' })}>
        <Card className={css({ h: 'full', display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: '3', bg: 'primary.subtle' })}>
          <p className={css({ m: 0, color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Need other permissions? Add a role of your own.</Trans>
          </p>
          <Button startIcon={<IconPlus />} onClick={onAdd}>
            <Trans>Add role</Trans>
          </Button>
        </Card>
      </li>
    </ul>
  )
}
