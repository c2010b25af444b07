import { Trans, useLingui } from '@lingui/react/macro'
import { IconCircleCheck, IconCreditCard, IconMapPin, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { DetailList, ErrorState, LoadingState } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { WizardShell, useWizard } from '@/ui/wizard'
import { stepsOf } from '@/core/api/contract/demo/wizards'
import { CARD_FIELDS, emptyCheckout, type CheckoutValues } from './checkout/checkout'
import { useShopProducts } from './checkout/use-products'
import { CartStep } from './checkout/CartStep'
import { AddressStep } from './checkout/AddressStep'
import { PaymentStep } from './checkout/PaymentStep'
import { OrderSummary } from './checkout/OrderSummary'
import { DoneMessage } from './DoneMessage'
import { formatDay, formatDollars } from './format'
import './messages'

const STEPS = stepsOf('checkout')

/** Route `wizard-examples-checkout`: cart → address → payment → confirmation, priced from the shop's products. */
export default function CheckoutPage() {
  const { t, i18n } = useLingui()
  const products = useShopProducts()
  const wizard = useWizard<CheckoutValues>({ wizard: 'checkout', steps: STEPS, initial: emptyCheckout, transient: CARD_FIELDS })
  const { form, result } = wizard
  const steps = [
    { id: 'cart', title: <Trans>Cart</Trans>, subtitle: <Trans>Your products</Trans>, icon: <IconShoppingCart /> },
    { id: 'address', title: <Trans>Address</Trans>, subtitle: <Trans>Where it goes</Trans>, icon: <IconMapPin /> },
    { id: 'payment', title: <Trans>Payment</Trans>, subtitle: <Trans>How you pay</Trans>, icon: <IconCreditCard /> },
    { id: 'confirmation', title: <Trans>Confirmation</Trans>, subtitle: <Trans>Order placed</Trans>, icon: <IconTruckDelivery /> },
  ]
  const order = result?.order
  const reference = result?.reference ?? ''
  const deliverBy = order ? formatDay(i18n, order.deliverBy) : ''
  return (
    <>
      <PageHeader title={<Trans>Checkout</Trans>} subtitle={<Trans>Review the cart, say where it goes and how you pay.</Trans>} />
      {products.error ? (
        <ErrorState error={products.error} onRetry={() => void products.reload()} />
      ) : products.loading && !products.data ? (
        <LoadingState />
      ) : (
        <WizardShell
          wizard={wizard}
          steps={steps}
          variant="icon"
          label={t`Checkout steps`}
          submitLabel={<Trans>Place order</Trans>}
          aside={result ? undefined : <OrderSummary values={form.values} byId={products.byId} prices={products.prices} />}
          done={
            <DoneMessage icon={<IconCircleCheck />} title={<Trans>Thank you! Your order is placed.</Trans>}>
              <p className={css({ m: '0' })}>
                <Trans>
                  Order <strong dir="ltr">{reference}</strong> should arrive by {deliverBy}.
                </Trans>
              </p>
              {order && (
                <DetailList
                  items={[
                    ...order.lines.map((line) => ({ label: `${line.name} × ${line.qty}`, value: <span dir="ltr">{formatDollars(i18n, line.lineTotal)}</span> })),
                    { label: t`Delivery`, value: order.delivery ? <span dir="ltr">{formatDollars(i18n, order.delivery)}</span> : t`Free` },
                    { label: t`Total`, value: <strong dir="ltr">{formatDollars(i18n, order.total)}</strong> },
                  ]}
                />
              )}
            </DoneMessage>
          }
        >
          {wizard.stepId === 'cart' && <CartStep form={form} byId={products.byId} prices={products.prices} />}
          {wizard.stepId === 'address' && <AddressStep form={form} />}
          {wizard.stepId === 'payment' && <PaymentStep form={form} />}
        </WizardShell>
      )}
    </>
  )
}
