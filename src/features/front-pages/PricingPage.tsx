import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { BillingSwitch } from './BillingSwitch'
import { ComparisonTable } from './ComparisonTable'
import { PlanCards } from './PlanCard'
import { Section } from './Section'
import { useBillingParam } from './use-billing-param'

/** front-pages-pricing: monthly/yearly switch, the plans, and the full comparison. */
export default function PricingPage() {
  const [billing, setBilling] = useBillingParam()
  return (
    <>
      <Section level={1} id="plans" title={<Trans>Plans for every team that exchanges cards</Trans>} subtitle={<Trans>Every plan works offline and reads Japanese cards. Start free; upgrade when you need the checks and roles.</Trans>}>
        <BillingSwitch billing={billing} onChange={setBilling} />
        <PlanCards billing={billing} />
      </Section>
      <Section id="compare" tinted title={<Trans>Compare the plans</Trans>}>
        <ComparisonTable />
        <p className={css({ textAlign: 'center', mt: '6', mb: '0', color: 'fg.muted' })}>
          <Trans>Prices are per user and month, in US dollars, before tax.</Trans>
        </p>
      </Section>
    </>
  )
}
