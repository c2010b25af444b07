import { Trans } from '@lingui/react/macro'
import { IconCircleCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink } from '@/ui'

export type PlacedOrder = { number: string; email: string; last4: string; address: string; express: boolean }

/** The order went through: its number, where it goes, how it was paid. */
export function ConfirmationStep({ order, onNew }: { order: PlacedOrder; onNew: () => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', py: '6' })} data-testid="order-placed">
      <IconCircleCheck size={56} aria-hidden className={css({ color: 'success' })} />
      <h2 className={css({ m: '0', fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Thank you for your order</Trans>
      </h2>
      <p className={css({ m: '0' })}>
        <Trans>
          Order <strong dir="ltr">{order.number}</strong> is confirmed. A receipt is on its way to <strong dir="ltr">{order.email}</strong>.
        </Trans>
      </p>
      <p className={css({ m: '0', color: 'fg.muted' })}>
        {order.express ? <Trans>Express delivery to {order.address}: next working day.</Trans> : <Trans>Standard delivery to {order.address}: in 2 to 4 working days.</Trans>}
      </p>
      <p className={css({ m: '0', color: 'fg.muted' })}>
        <Trans>
          Paid with the card ending in <span dir="ltr">{order.last4}</span>.
        </Trans>
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center', mt: '2' })}>
        <Button onClick={onNew}>
          <Trans>Start a new order</Trans>
        </Button>
        <ButtonLink href={pathFor('front-pages-landing-page')} variant="outline">
          <Trans>Back to home</Trans>
        </ButtonLink>
      </div>
    </div>
  )
}
