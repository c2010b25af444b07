import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconCheck, IconX } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Badge, Card } from '@/ui'
import { PERMISSION_NAMES } from '@/core/api/contract/auth'
import { userAbilityRules, userData } from '@/core/session/session'
import { useNames } from '@/core/names/use-names'

const cell = css({ px: '3', py: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border', fontSize: 'sm' })

const listOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''))

/** Who you are to the access rules: role, permissions map and raw ability rules (spec §3). */
export function YourAccess() {
  useSignals()
  const { t } = useLingui()
  const names = useNames()
  const user = userData.value
  const name = user ? names.display(user) : ''
  const rules = userAbilityRules.value
  const permissionLabel: Record<string, string> = {
    has_admin_permission: t`Administration`,
    has_office_permission: t`Office work`,
    has_sales_permission: t`Sales work`,
  }
  return (
    <Card
      title={t`Your access`}
      subtitle={
        user ? (
          <Trans>
            Signed in as {name} ({user.role})
          </Trans>
        ) : null
      }
    >
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>
          <Trans>Permissions</Trans>
        </h3>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0', mb: '5' })}>
          {PERMISSION_NAMES.map((name) => {
            const granted = user?.permissions[name] === true
            return (
              <li key={name} data-permission={name} data-granted={granted}>
                <Badge tone={granted ? 'success' : 'neutral'}>
                {granted ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                {permissionLabel[name]}
                  <span className={css({ srOnly: true })}>{granted ? t`granted` : t`not granted`}</span>
                </Badge>
              </li>
            )
          })}
        </ul>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>
          <Trans>Ability rules</Trans>
        </h3>
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
            <thead>
              <tr className={css({ bg: 'bg.subtle', color: 'fg.muted' })}>
                <th className={cell}>
                  <Trans>Action</Trans>
                </th>
                <th className={cell}>
                  <Trans>Subject</Trans>
                </th>
                <th className={cell}>
                  <Trans>Effect</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.length === 0 ? (
                <tr>
                  <td colSpan={3} className={cell}>
                    <Trans>No rules: this account may do nothing by ability.</Trans>
                  </td>
                </tr>
              ) : (
                rules.map((rule, i) => (
                  <tr key={i}>
                    <td className={cell} dir="ltr">
                      <code>{listOf(rule.action)}</code>
                    </td>
                    <td className={cell} dir="ltr">
                      <code>{listOf(rule.subject)}</code>
                      {rule.fields ? <span className={css({ color: 'fg.muted' })}> ({listOf(rule.fields)})</span> : null}
                    </td>
                    <td className={cell}>
                      <Badge tone={rule.inverted ? 'danger' : 'success'} size="sm">
                        {rule.inverted ? t`Forbid` : t`Allow`}
                      </Badge>
                      {rule.conditions ? <span className={css({ ms: '2', color: 'fg.muted' })}>{t`with conditions`}</span> : null}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
    </Card>
  )
}
