import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { IconCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { DemoUserDetail } from '@/core/api/contract/demo/users'
import { Badge, Card } from '@/ui'
import { money } from '@/core/i18n/demo-format'
import { PLAN_LABELS } from './labels'

// What each plan costs per member and month (US dollars, like the rest of the demo shop) and includes.
const PLANS = {
  basic: { price: 0, features: [msg`Up to 100 name cards`, msg`One workspace`, msg`E-mail support`] },
  team: { price: 12, features: [msg`Up to 5,000 name cards`, msg`Shared company records`, msg`Team roles`] },
  company: { price: 29, features: [msg`Unlimited name cards`, msg`Card analysis queue`, msg`Priority support`] },
  enterprise: { price: 59, features: [msg`Everything in Company`, msg`Single sign-on`, msg`A named account manager`] },
} as const

/** The billing & plans tab: the member's plan, its price and what it includes. */
export function MemberPlan({ member }: { member: DemoUserDetail }) {
  const { t, i18n } = useLingui()
  const plan = PLANS[member.currentPlan]
  return (
    <Card title={t`Current plan`} subtitle={t`Billed monthly for each member.`}>
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap', mb: '4' })}>
        <Badge tone="primary">{i18n._(PLAN_LABELS[member.currentPlan])}</Badge>
        <strong className={css({ fontSize: '2xl' })}>{money(i18n, plan.price)}</strong>
        <span className={css({ color: 'fg.muted' })}><Trans>per month</Trans></span>
      </div>
      <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
        {plan.features.map((f) => (
          <li key={f.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <IconCheck size={16} aria-hidden="true" className={css({ color: 'success.text', flexShrink: 0 })} />
            {i18n._(f)}
          </li>
        ))}
      </ul>
    </Card>
  )
}
