import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import type { ProductList } from '@/core/api/contract/demo/ecommerce'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import { Button, ErrorState, LoadingState, useForm } from '@/ui'
import { Stepper } from '@/ui/Stepper'
import { CardFields } from './CardFields'
import { cardSchema, emptyCard, lastFour } from './card-input'
import { AddressStep } from './checkout/AddressStep'
import { addressSchema, emptyAddress, toCartItem, type CartItem, type Delivery } from './checkout/cart'
import { CartStep } from './checkout/CartStep'
import { ConfirmationStep, type PlacedOrder } from './checkout/ConfirmationStep'
import { OrderSummary } from './checkout/OrderSummary'
import { Section } from './Section'

const fetcher = demoApi as unknown as ResourceFetcher
// Three sample items in stock from the demo shop (lowest ids: the same ones every time).
const SAMPLE_URL = 'apps/ecommerce/products?stock=true&itemsPerPage=3&sortBy=id&orderBy=asc'
const flip = css({ _rtl: { transform: 'scaleX(-1)' } })

/** front-pages-checkout: cart → address → payment → confirmation; each step checks its part, going back keeps what was typed. */
export default function CheckoutPage() {
  const { t } = useLingui()
  const samples = useResource<CartItem[]>(SAMPLE_URL, { fetcher, select: (r: ProductList) => r.products.map((p) => toCartItem(p)) })
  const [items, setItems] = useState<CartItem[] | null>(null)
  const [step, setStep] = useState(0)
  const [reached, setReached] = useState(0)
  const [delivery, setDelivery] = useState<Delivery>('standard')
  const [order, setOrder] = useState<PlacedOrder | null>(null)
  const address = useForm(addressSchema, emptyAddress)
  const card = useForm(cardSchema, emptyCard)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (samples.data && items === null) setItems(samples.data)
  }, [samples.data, items])
  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false
    else heading.current?.focus()
  }, [step])

  const go = (next: number) => {
    setStep(next)
    setReached((r) => Math.max(r, next))
  }
  const toPayment = address.handleSubmit(() => go(2))
  const place = card.handleSubmit((paid) => {
    const a = address.values
    setOrder({ number: `MS-${Date.now().toString(36).toUpperCase().slice(-6)}`, email: a.email, last4: lastFour(paid.cardNumber), address: `${a.prefecture} ${a.city}`, express: delivery === 'express' })
    setStep(3)
    setReached(3)
  })
  const restart = () => {
    setItems(samples.data)
    address.reset(emptyAddress)
    card.reset(emptyCard)
    setOrder(null)
    setStep(0)
    setReached(0)
  }

  const steps = [
    { id: 'cart', title: <Trans>Cart</Trans>, subtitle: <Trans>Your items</Trans> },
    { id: 'address', title: <Trans>Address</Trans>, subtitle: <Trans>Where it goes</Trans> },
    { id: 'payment', title: <Trans>Payment</Trans>, subtitle: <Trans>Card details</Trans> },
    { id: 'confirmation', title: <Trans>Confirmation</Trans>, subtitle: <Trans>Order placed</Trans> },
  ]
  const titles = [t`Your cart`, t`Delivery address`, t`Payment`, t`Order confirmed`]

  let content
  if (samples.error) content = <ErrorState error={samples.error} onRetry={() => void samples.reload()} />
  else if (!items) content = <LoadingState />
  else if (step === 3 && order) content = <ConfirmationStep order={order} onNew={restart} />
  else {
    const back = step > 0 && (
      <Button variant="outline" onClick={() => setStep(step - 1)} startIcon={<IconArrowLeft size={18} aria-hidden className={flip} />}>
        <Trans>Back</Trans>
      </Button>
    )
    const next =
      step === 0 ? (
        <Button block disabled={!items.length} onClick={() => go(1)}>
          <Trans>Continue to address</Trans>
        </Button>
      ) : step === 1 ? (
        <Button block onClick={() => void toPayment()}>
          <Trans>Continue to payment</Trans>
        </Button>
      ) : (
        <Button block loading={card.submitting} onClick={() => void place()} data-testid="place-order">
          <Trans>Place order</Trans>
        </Button>
      )
    content = (
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, gap: '6', alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {step === 0 && <CartStep items={items} onChange={setItems} onRefill={() => setItems(samples.data)} />}
          {step === 1 && (
            <form noValidate onSubmit={(e) => void toPayment(e)} aria-label={titles[1]}>
              <AddressStep form={address} delivery={delivery} onDelivery={setDelivery} />
            </form>
          )}
          {step === 2 && (
            <form noValidate onSubmit={(e) => void place(e)} aria-label={titles[2]}>
              <CardFields form={card} />
            </form>
          )}
          {back && <div>{back}</div>}
        </div>
        <OrderSummary items={items} delivery={delivery} action={next} />
      </div>
    )
  }

  return (
    <Section level={1} title={<Trans>Checkout</Trans>} subtitle={<Trans>Sample items from the demo shop: nothing is charged or shipped.</Trans>}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <Stepper steps={steps} current={step} reached={step === 3 ? 3 : reached} onSelect={step === 3 ? undefined : (i) => i <= reached && setStep(i)} label={t`Checkout steps`} />
        <h2 ref={heading} tabIndex={-1} className={css({ m: '0', fontSize: 'xl', fontWeight: 'semibold', outline: 'none' })}>
          {titles[step]}
        </h2>
        {content}
      </div>
    </Section>
  )
}
