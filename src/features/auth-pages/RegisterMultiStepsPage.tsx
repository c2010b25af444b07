import { useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft, IconArrowRight, IconCreditCard, IconHome, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Button, ButtonLink, useForm } from '@/ui'
import { Stepper } from '@/ui/Stepper'
import { pathFor } from '@/core/routing/paths'
import { AuthFrame } from './AuthFrame'
import { Done, FooterLink } from './parts'
import { accountStepSchema, billingStepSchema, personalStepSchema, type Plan } from './schemas'
import { AccountStep } from './register-steps/AccountStep'
import { PersonalStep } from './register-steps/PersonalStep'
import { BillingStep } from './register-steps/BillingStep'

/**
 * Register in three steps (account → personal → billing with plan). Every step's values live here,
 * so going back keeps them; Next validates only the step on show.
 */
export default function RegisterMultiStepsPage() {
  const { t } = useLingui()
  const account = useForm(accountStepSchema, { username: '', email: '', password: '', confirm: '' })
  const personal = useForm(personalStepSchema, { firstName: '', lastName: '', mobile: '', postalCode: '', prefecture: '', city: '', address: '' })
  const billing = useForm(billingStepSchema, { plan: 'standard' as Plan, cardNumber: '', cardName: '', expiry: '', cvv: '' })
  const [step, setStep] = useState(0)
  const [reached, setReached] = useState(0)
  const [done, setDone] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const forms = [account, personal, billing]
  const stepNumber = step + 1
  const username = account.values.username

  const steps = [
    { id: 'account', title: <Trans>Account</Trans>, subtitle: <Trans>Account details</Trans>, icon: <IconUser /> },
    { id: 'personal', title: <Trans>Personal</Trans>, subtitle: <Trans>Enter information</Trans>, icon: <IconHome /> },
    { id: 'billing', title: <Trans>Billing</Trans>, subtitle: <Trans>Payment details</Trans>, icon: <IconCreditCard /> },
  ]

  const stepCount = steps.length

  function go(index: number) {
    setStep(index)
    setReached((r) => Math.max(r, index))
    // Focus moves to the new step's heading, so keyboard and screen-reader users land in it.
    requestAnimationFrame(() => panelRef.current?.focus())
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (forms[step].validate() === null) {
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus())
      return
    }
    if (step < steps.length - 1) go(step + 1)
    else setDone(true)
  }

  return (
    <AuthFrame variant="v2" wide illustration="register" title={<Trans>Create your account</Trans>} subtitle={<Trans>Three short steps and your team can start scanning cards.</Trans>}>
      {done ? (
        <Done title={<Trans>Welcome aboard!</Trans>} action={<ButtonLink href={pathFor('pages-authentication-verify-email-v2')}><Trans>Verify my email</Trans></ButtonLink>}>
          <Trans>Your account <strong dir="ltr">{username}</strong> is ready.</Trans>
        </Done>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <Stepper steps={steps} current={step} reached={reached} onSelect={(i) => (i < step || forms[step].validate() !== null ? go(i) : undefined)} variant="icon" label={t`Registration steps`} />
          <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <div ref={panelRef} tabIndex={-1} aria-labelledby="register-step-title" className={css({ outline: 'none' })}>
              <h2 id="register-step-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '0', mb: '4' })}>
                {steps[step].title} <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'sm' })}>({t`Step ${stepNumber} of ${stepCount}`})</span>
              </h2>
              {step === 0 && <AccountStep form={account} />}
              {step === 1 && <PersonalStep form={personal} />}
              {step === 2 && <BillingStep form={billing} />}
            </div>
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
              <Button variant="outline" tone="neutral" disabled={step === 0} onClick={() => go(step - 1)} startIcon={<IconArrowLeft className={css({ _rtl: { transform: 'scaleX(-1)' } })} aria-hidden />}>
                <Trans>Previous</Trans>
              </Button>
              {step < steps.length - 1 ? (
                <Button type="submit" endIcon={<IconArrowRight className={css({ _rtl: { transform: 'scaleX(-1)' } })} aria-hidden />}>
                  <Trans>Next</Trans>
                </Button>
              ) : (
                <Button type="submit">
                  <Trans>Submit</Trans>
                </Button>
              )}
            </div>
          </form>
        </div>
      )}
      <FooterLink text={<Trans>Already have an account?</Trans>} href={pathFor('pages-authentication-login-v2')} label={<Trans>Sign in instead</Trans>} />
    </AuthFrame>
  )
}
