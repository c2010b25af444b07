import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCheck } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { useFormats } from '@/core/i18n/use-formats'
import { pathFor } from '@/core/routing/paths'
import { Badge, ButtonLink } from '@/ui'
import { FRONT_PLANS, priceOf, type Billing, type FrontPlan } from './plans'

const card = css({ display: 'flex', flexDirection: 'column', gap: '4', h: 'full', p: '6', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', boxShadow: 'card' })
const recommended = css({ borderColor: 'primary', borderWidth: '2px' })

/** One plan: name, price for the billing period, highlights, and the caller's action. */
export function PlanCard({ plan, billing, action }: { plan: FrontPlan; billing: Billing; action: ReactNode }) {
  const { i18n, t } = useLingui()
  const f = useFormats()
  const price = priceOf(plan, billing)
  const name = i18n._(plan.name)
  return (
    <article className={cx(card, plan.recommended && recommended)} aria-labelledby={`front-plan-${plan.id}`} data-testid="front-plan">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <h3 id={`front-plan-${plan.id}`} className={css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' })}>
          {name}
        </h3>
        {plan.recommended && (
          <Badge tone="primary">
            <Trans>Recommended</Trans>
          </Badge>
        )}
      </div>
      <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>{i18n._(plan.pitch)}</p>
      <div>
        <span className={css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1' })} data-testid="front-plan-price">
          {f.money(price)}
        </span>{' '}
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>per user / month</Trans>
        </span>
        <p className={css({ m: '0', mt: '1', minH: '5', fontSize: 'sm', color: 'fg.muted' })}>
          {price === 0 ? <Trans>Free for ever</Trans> : billing === 'yearly' ? <Trans>{f.money(price * 12)} per user, billed yearly</Trans> : <Trans>Billed monthly</Trans>}
        </p>
      </div>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })} aria-label={t`Included in ${name}`}>
        {plan.highlights.map((h) => (
          <li key={h.id} className={css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' })}>
            <IconCheck size={18} aria-hidden className={css({ color: 'success', flexShrink: 0 })} />
            <span>{i18n._(h)}</span>
          </li>
        ))}
      </ul>
      {action}
    </article>
  )
}

export const planGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '6', alignItems: 'stretch' })

/** The three plans side by side, each leading to the payment page with the plan and period chosen. */
export function PlanCards({ billing }: { billing: Billing }) {
  const { i18n } = useLingui()
  return (
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
  )
}
