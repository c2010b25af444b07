import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { IconCheck } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { Accordion, Alert, Badge, Button, ButtonLink, Card, PageHeader, Switch } from '@/ui'
import { useFormats } from '@/core/i18n/use-formats'
import { pathFor } from '@/core/routing/paths'
import { annualSaving, parseBilling, parsePlan, PLANS, pricePerMonth, type Billing, type PlanId } from './pricing-plans'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '5', alignItems: 'stretch' })
const planCard = css({ display: 'flex', flexDirection: 'column', gap: '4', h: 'full' })
const chosenCard = css({ outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' })
const amount = css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1', color: 'fg' })
const featureList = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })

/** billing and the chosen plan live in the address, so a reload or a shared link keeps them. */
function usePricingParams(): { billing: Billing; plan: PlanId | null; set: (next: { billing?: Billing; plan?: PlanId | null }) => void } {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const params = new URLSearchParams(search)
  const billing = parseBilling(params.get('billing'))
  const plan = parsePlan(params.get('plan'))
  const set = (next: { billing?: Billing; plan?: PlanId | null }) => {
    const b = next.billing ?? billing
    const p = next.plan === undefined ? plan : next.plan
    const out = new URLSearchParams()
    if (b === 'annual') out.set('billing', b)
    if (p) out.set('plan', p)
    const qs = out.toString()
    navigate(qs ? `${location}?${qs}` : location, { replace: true })
  }
  return { billing, plan, set }
}

/** /pages/pricing: three plans, a monthly/annual switch, what each plan holds and a FAQ teaser. */
export default function PricingPage() {
  const { t, i18n } = useLingui()
  const f = useFormats()
  const { billing, plan: chosenId, set } = usePricingParams()
  const chosen = PLANS.find((p) => p.id === chosenId)
  const bestSaving = Math.max(...PLANS.map(annualSaving))

  const faq = [
    { value: 'change', title: t`Can I change my plan later?`, content: t`Yes. Moving up takes effect at once; moving down applies from the next billing period. Your cards and records stay as they are.` },
    { value: 'trial', title: t`Is there a free trial?`, content: t`Every paid plan can be tried free for 14 days, with no payment details needed.` },
    { value: 'offline', title: t`Do my cards stay available offline?`, content: t`Yes, on every plan. Changes made offline are sent as soon as the connection is back.` },
  ]

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={<Trans>Pricing plans</Trans>} subtitle={<Trans>All plans include card scanning and offline use. Choose the one that fits your team.</Trans>} />

      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '3' })}>
        <Switch
          checked={billing === 'annual'}
          onCheckedChange={(on) => set({ billing: on ? 'annual' : 'monthly' })}
          label={<Trans>Pay yearly</Trans>}
        />
        <Badge tone="success">
          <Trans>Save up to {f.percent(bestSaving)}</Trans>
        </Badge>
      </div>

      <div className={grid}>
        {PLANS.map((plan) => {
          const price = pricePerMonth(plan, billing)
          const isChosen = plan.id === chosenId
          const name = i18n._(plan.name)
          return (
            <Card key={plan.id} className={cx(isChosen && chosenCard)} data-testid="pricing-plan" aria-labelledby={`plan-${plan.id}`}>
              <div className={planCard}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                  <h2 id={`plan-${plan.id}`} className={css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' })}>{name}</h2>
                  {plan.popular && <Badge tone="primary"><Trans>Popular</Trans></Badge>}
                </div>
                <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>{i18n._(plan.tagline)}</p>
                <div>
                  <span className={amount} data-testid="plan-price">{f.money(price)}</span>{' '}
                  <span className={css({ color: 'fg.muted', fontSize: 'sm' })}><Trans>per user / month</Trans></span>
                  <p className={css({ m: '0', mt: '1', minH: '5', fontSize: 'sm', color: 'fg.muted' })}>
                    {price === 0 ? (
                      <Trans>Free for ever</Trans>
                    ) : billing === 'annual' ? (
                      <Trans>{f.money(price * 12)} per user, billed once a year</Trans>
                    ) : (
                      <Trans>Billed every month</Trans>
                    )}
                  </p>
                </div>
                <ul className={featureList} aria-label={t`Included in ${name}`}>
                  {plan.features.map((feature) => (
                    <li key={feature.id} className={css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' })}>
                      <IconCheck aria-hidden size={18} className={css({ color: 'success', flexShrink: 0 })} />
                      <span>{i18n._(feature)}</span>
                    </li>
                  ))}
                </ul>
                <Button
                  variant={isChosen ? 'solid' : 'outline'}
                  block
                  aria-pressed={isChosen}
                  onClick={() => set({ plan: isChosen ? null : plan.id })}
                >
                  {isChosen ? <Trans>Chosen</Trans> : <Trans>Choose {name}</Trans>}
                </Button>
              </div>
            </Card>
          )
        })}
      </div>

      {chosen && (
        <Alert tone="success" title={<Trans>{i18n._(chosen.name)} plan chosen</Trans>} onClose={() => set({ plan: null })}>
          <span data-testid="pricing-summary">
            {pricePerMonth(chosen, billing) === 0 ? (
              <Trans>No payment is needed. You can move to a paid plan at any time.</Trans>
            ) : billing === 'annual' ? (
              <Trans>For 10 users you pay {f.money(pricePerMonth(chosen, billing) * 12 * 10)} a year ({f.percent(annualSaving(chosen))} less than monthly).</Trans>
            ) : (
              <Trans>For 10 users you pay {f.money(pricePerMonth(chosen, billing) * 10)} a month.</Trans>
            )}
          </span>
        </Alert>
      )}

      <Card title={t`Questions about pricing`} footer={<ButtonLink href={pathFor('pages-faq')} variant="ghost"><Trans>See all questions</Trans></ButtonLink>}>
        <Accordion items={faq} collapsible />
      </Card>
    </div>
  )
}
