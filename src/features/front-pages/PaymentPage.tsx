import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { IconCircleCheck, IconLock } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, Card, FormField, Input, Select, useForm } from '@/ui'
import { CardFields } from './CardFields'
import { cardSchema, emptyCard, lastFour } from './card-input'
import { BillingSwitch } from './BillingSwitch'
import { findPlan, FRONT_PLANS, parseBilling, type Billing, type FrontPlanId } from './plans'
import { PlanSummary, planTotals } from './PlanSummary'
import { Section } from './Section'

const MAX_SEATS = 500
const clampSeats = (n: number) => (Number.isFinite(n) ? Math.min(MAX_SEATS, Math.max(1, Math.round(n))) : 1)

/** Plan, period and seats live in the address, so the pricing page's choice arrives here and a reload keeps it. */
function usePaymentParams() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const params = new URLSearchParams(search)
  const plan = findPlan(params.get('plan')) ?? FRONT_PLANS.find((p) => p.recommended)!
  const billing = parseBilling(params.get('billing'))
  const seats = clampSeats(Number(params.get('seats') ?? 5))
  const set = (next: { plan?: FrontPlanId; billing?: Billing; seats?: number }) => {
    const out = new URLSearchParams({ plan: next.plan ?? plan.id, billing: next.billing ?? billing, seats: String(next.seats ?? seats) })
    navigate(`${location}?${out.toString()}`, { replace: true })
  }
  return { plan, billing, seats, set }
}

/** front-pages-payment: the plan being bought (changeable) beside a validated card form; paying shows a receipt. */
export default function PaymentPage() {
  const { i18n, t } = useLingui()
  const f = useFormats()
  const { plan, billing, seats, set } = usePaymentParams()
  const form = useForm(cardSchema, emptyCard)
  const [paid, setPaid] = useState<{ last4: string; total: number } | null>(null)
  // What is typed in the users box until it leaves (an empty box while retyping is not 1 yet).
  const [seatsText, setSeatsText] = useState<string | null>(null)
  const free = plan.monthly === 0
  const submit = form.handleSubmit((card) => setPaid({ last4: lastFour(card.cardNumber), total: planTotals(plan, billing, seats).total }))

  return (
    <Section level={1} title={<Trans>Payment</Trans>} subtitle={<Trans>Check your plan, then pay by card. You can change plans or cancel at any time.</Trans>}>
      {paid ? (
        <Card className={css({ maxW: '36rem', mx: 'auto', textAlign: 'center' })} data-testid="payment-done">
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '4' })}>
            <IconCircleCheck size={56} aria-hidden className={css({ color: 'success' })} />
            <h2 className={css({ m: '0', fontSize: '2xl', fontWeight: 'bold' })}>
              <Trans>Payment accepted</Trans>
            </h2>
            <p className={css({ m: '0', color: 'fg.muted' })}>
              <Trans>
                {f.moneyExact(paid.total)} was charged to the card ending in <span dir="ltr">{paid.last4}</span>. Your {i18n._(plan.name)} plan is ready for {seats} users.
              </Trans>
            </p>
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
              <ButtonLink href={pathFor('login')}>
                <Trans>Sign in to start</Trans>
              </ButtonLink>
              <ButtonLink href={pathFor('front-pages-landing-page')} variant="outline">
                <Trans>Back to home</Trans>
              </ButtonLink>
            </div>
          </div>
        </Card>
      ) : (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6', alignItems: 'start' })}>
          <Card title={t`Card details`} subtitle={<Trans>Demo: no card is charged. Try 4242 4242 4242 4242 or the JCB test number 3530 1113 3330 0000.</Trans>}>
            {free ? (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'start' })}>
                <p className={css({ m: '0' })}>
                  <Trans>The Starter plan is free: no card is needed.</Trans>
                </p>
                <ButtonLink href={pathFor('pages-authentication-register-multi-steps')}>
                  <Trans>Create your account</Trans>
                </ButtonLink>
              </div>
            ) : (
              <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Card details`} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
                <CardFields form={form} />
                <Button type="submit" size="lg" block loading={form.submitting} startIcon={<IconLock size={18} aria-hidden />}>
                  <Trans>Pay {f.moneyExact(planTotals(plan, billing, seats).total)}</Trans>
                </Button>
              </form>
            )}
          </Card>
          <Card title={t`Your plan`}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <FormField label={<Trans>Plan</Trans>}>
                <Select value={plan.id} onChange={(e) => set({ plan: e.target.value as FrontPlanId })} options={FRONT_PLANS.map((p) => ({ value: p.id, label: i18n._(p.name) }))} data-testid="plan-select" />
              </FormField>
              <BillingSwitch billing={billing} onChange={(b) => set({ billing: b })} />
              <FormField label={<Trans>Users</Trans>} hint={<Trans>From 1 to {MAX_SEATS}.</Trans>}>
                <Input
                  type="number"
                  min={1}
                  max={MAX_SEATS}
                  value={seatsText ?? String(seats)}
                  onChange={(e) => {
                    setSeatsText(e.target.value)
                    const n = Number(e.target.value)
                    if (e.target.value !== '' && n >= 1 && n <= MAX_SEATS) set({ seats: clampSeats(n) })
                  }}
                  onBlur={() => setSeatsText(null)}
                  data-testid="seats"
                />
              </FormField>
              <PlanSummary plan={plan} billing={billing} seats={seats} />
            </div>
          </Card>
        </div>
      )}
    </Section>
  )
}
