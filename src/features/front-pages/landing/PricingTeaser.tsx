import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink } from '@/ui'
import { BillingSwitch } from '../BillingSwitch'
import { PlanCards } from '../PlanCard'
import type { Billing } from '../plans'
import { Section } from '../Section'

/** The plans in short; each leads to the payment page with the plan and period chosen. */
export function PricingTeaser() {
  const [billing, setBilling] = useState<Billing>('monthly')
  return (
    <Section id="pricing" tinted eyebrow={<Trans>Pricing</Trans>} title={<Trans>Start free, pay when your team grows</Trans>}>
      <BillingSwitch billing={billing} onChange={setBilling} />
      <PlanCards billing={billing} />
      <p className={css({ textAlign: 'center', mt: '6', mb: '0' })}>
        <ButtonLink href={pathFor('front-pages-pricing')} variant="ghost">
          <Trans>Compare every feature</Trans>
        </ButtonLink>
      </p>
    </Section>
  )
}
