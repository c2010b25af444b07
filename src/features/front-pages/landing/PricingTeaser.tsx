import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink } from '@/ui'
import { BillingSwitch } from '../BillingSwitch'
import { PlanCard, planGrid } from '../PlanCard'
import { FRONT_PLANS, type Billing } from '../plans'
import { Section } from '../Section'

/** The plans in short; each leads to the payment page with the plan and period chosen. */
export function PricingTeaser() {
  const { i18n } = useLingui()
  const [billing, setBilling] = useState<Billing>('monthly')
  return (
    <Section id="pricing" tinted eyebrow={<Trans>Pricing</Trans>} title={<Trans>Start free, pay when your team grows</Trans>}>
      <BillingSwitch billing={billing} onChange={setBilling} />
      <div className={planGrid}>
        {FRONT_PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            action={
              <ButtonLink href={pathFor('front-pages-payment', {}, { plan: plan.id, billing })} variant={plan.recommended ? 'solid' : 'outline'} block>
                <Trans>Choose {i18n._(plan.name)}</Trans>
              </ButtonLink>
            }
          />
        ))}
      </div>
      <p className={css({ textAlign: 'center', mt: '6', mb: '0' })}>
        <ButtonLink href={pathFor('front-pages-pricing')} variant="ghost">
          <Trans>Compare every feature</Trans>
        </ButtonLink>
      </p>
    </Section>
  )
}
