import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { Badge, Switch } from '@/ui'
import { FRONT_PLANS, yearlySaving, type Billing } from './plans'

/** Monthly / yearly, with what paying yearly saves at best. */
export function BillingSwitch({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const f = useFormats()
  const best = Math.max(...FRONT_PLANS.map(yearlySaving))
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '3', mb: '8' })}>
      <Switch checked={billing === 'yearly'} onCheckedChange={(on) => onChange(on ? 'yearly' : 'monthly')} label={<Trans>Pay yearly</Trans>} data-testid="billing-switch" />
      <Badge tone="success">
        <Trans>Save up to {f.percent(best)}</Trans>
      </Badge>
    </div>
  )
}
