import { Trans, useLingui } from '@lingui/react/macro'
import { IconCheck, IconMinus } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { COMPARISON, FRONT_PLANS, type ComparisonRow, type FrontPlanId } from './plans'

const cell = css({ px: '4', py: '3', borderBottom: '1px solid token(colors.border)', textAlign: 'center', fontSize: 'sm' })
const head = css({ px: '4', py: '3', borderBottom: '1px solid token(colors.border)', textAlign: 'start', fontSize: 'sm', fontWeight: 'normal' })

/** What each plan holds, feature by feature (a real table: row and column headers for screen readers). */
export function ComparisonTable() {
  const { i18n, t } = useLingui()
  const f = useFormats()
  const show = (row: ComparisonRow, plan: FrontPlanId) => {
    const value = row.values[plan]
    if (value === true) return <IconCheck size={20} role="img" aria-label={t`Included`} className={css({ color: 'success', display: 'inline' })} />
    if (value === false) return <IconMinus size={20} role="img" aria-label={t`Not included`} className={css({ color: 'fg.subtle', display: 'inline' })} />
    return typeof value === 'number' ? f.number(value) : i18n._(value)
  }
  return (
    <div className={css({ overflowX: 'auto', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border', bg: 'bg.surface' })} tabIndex={0} role="region" aria-labelledby="compare-title">
      <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '36rem' })}>
        <caption id="compare-title" className={css({ srOnly: true })}>
          <Trans>Plan comparison</Trans>
        </caption>
        <thead>
          <tr className={css({ bg: 'bg.muted' })}>
            <th scope="col" className={head}>
              <Trans>Feature</Trans>
            </th>
            {FRONT_PLANS.map((p) => (
              <th key={p.id} scope="col" className={css({ px: '4', py: '3', borderBottom: '1px solid token(colors.border)', fontSize: 'sm', fontWeight: 'semibold' })}>
                {i18n._(p.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={head}>
                {i18n._(row.label)}
              </th>
              {FRONT_PLANS.map((p) => (
                <td key={p.id} className={cell}>
                  {show(row, p.id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
