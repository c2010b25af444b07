import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Alert, Button, Dialog, FormAlert, FormField, Input, toast, useForm } from '@/ui'
import { PinInput } from '@/ui/PinInput'
import { TwoStepPhoneSchema, type AccountSettings } from '@/core/api/contract/demo/account-settings'
import { toApiFailure } from '@/core/list/api-failure'
import { translateValidationMessage } from '@/ui/forms/validation-messages'
import { accountApi } from './api'
import { ltr } from './parts'
import './messages'

type Props = { onClose: () => void; onSaved: (next: AccountSettings) => void }

/** Setup in two steps: the phone number (a code is "sent"), then the 6-digit code in the PinInput. */
export function TwoStepDialog({ onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const phoneForm = useForm(TwoStepPhoneSchema, { phone: '' })
  const [sent, setSent] = useState<{ sentTo: string; demoCode: string } | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [verifying, setVerifying] = useState(false)

  const send = phoneForm.handleSubmit(async ({ phone }) => {
    setSent(await accountApi.sendCode(phone))
    setCode('')
    setCodeError(null)
  })
  const verify = async (value = code) => {
    if (!sent || verifying) return
    if (!/^\d{6}$/.test(value)) return setCodeError(t`Enter the 6-digit code`)
    setVerifying(true)
    setCodeError(null)
    try {
      onSaved(await accountApi.setTwoStep({ enabled: true, phone: sent.sentTo, code: value }))
      toast.success(t`Two-step verification is on`)
      onClose()
    } catch (e) {
      const failure = toApiFailure(e)
      const message = failure.fields?.code?.[0] ?? failure.message
      setCodeError(failure.offline ? t`You are offline. Try again when connected.` : message ? translateValidationMessage(i18n, message) : t`Something went wrong. Please try again.`)
    } finally {
      setVerifying(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Enable two-step verification`}
      description={sent ? t`Enter the 6-digit code we sent to your phone.` : t`Enter the mobile number the sign-in codes should go to.`}
      footer={
        sent ? (
          <>
            <Button variant="outline" tone="neutral" onClick={() => setSent(null)}>
              <Trans>Back</Trans>
            </Button>
            <Button loading={verifying} onClick={() => void verify()}>
              <Trans>Verify and turn on</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" tone="neutral" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form="two-step-phone" loading={phoneForm.submitting}>
              <Trans>Send code</Trans>
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p className={css({ m: '0' })}>
            <Trans>
              Code sent to <bdi dir="ltr">{sent.sentTo}</bdi>.
            </Trans>
          </p>
          {/* The demo has no SMS gateway: the code is shown here instead of on a phone. */}
          <Alert tone="info">
            <Trans>
              Demo: no SMS is sent. Your code is <bdi dir="ltr" className={css({ fontFamily: 'mono', fontWeight: 'bold' })}>{sent.demoCode}</bdi>.
            </Trans>
          </Alert>
          <FormField label={t`Verification code`} errors={codeError}>
            {(props) => <PinInput {...props} label={t`Verification code`} value={code} onValueChange={setCode} onComplete={(v) => void verify(v)} invalid={Boolean(codeError)} autoFocus />}
          </FormField>
        </div>
      ) : (
        <form id="two-step-phone" noValidate onSubmit={(e) => void send(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <FormField label={t`Mobile number`} required hint={t`e.g. 090-1234-5678`} errors={phoneForm.errorsOf('phone')}>
            {(props) => <Input {...props} {...phoneForm.field('phone')} type="tel" inputMode="tel" autoComplete="tel" {...ltr} />}
          </FormField>
          <FormAlert message={phoneForm.formError} />
        </form>
      )}
    </Dialog>
  )
}
