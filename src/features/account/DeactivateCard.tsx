import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Alert, Button, Card, Checkbox, FormAlert, toast, useConfirm } from '@/ui'
import { toApiFailure } from '@/core/list/api-failure'
import { translateValidationMessage } from '@/ui/forms/validation-messages'
import { accountApi, type TabProps } from './api'

/** "Deactivate account": a checkbox, then a confirmation; a deactivated account offers "Reactivate". */
export function DeactivateCard({ settings, onSaved }: TabProps) {
  const { t, i18n } = useLingui()
  const ask = useConfirm()
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (call: () => Promise<typeof settings>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      onSaved(await call())
      setAgreed(false)
      toast.success(done)
    } catch (e) {
      const failure = toApiFailure(e)
      setError(failure.offline ? t`You are offline. Try again when connected.` : translateValidationMessage(i18n, failure.message || t`Something went wrong. Please try again.`))
    } finally {
      setBusy(false)
    }
  }
  const deactivate = async () => {
    const sure = await ask({
      title: t`Deactivate your account?`,
      message: t`You will keep your data, but you cannot change any settings until you reactivate the account.`,
      confirmLabel: t`Deactivate`,
      cancelLabel: t`Cancel`,
      danger: true,
    })
    if (sure) await run(accountApi.deactivate, t`Account deactivated`)
  }
  if (settings.deactivated)
    return (
      <Card title={t`Account deactivated`}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
          <Alert tone="warning">{t`This account is deactivated. Its settings cannot be changed until you reactivate it.`}</Alert>
          <FormAlert message={error} />
          <Button loading={busy} onClick={() => void run(accountApi.reactivate, t`Account reactivated`)}>
            <Trans>Reactivate account</Trans>
          </Button>
        </div>
      </Card>
    )
  return (
    <Card title={t`Deactivate account`}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
        <Alert tone="warning" title={t`Are you sure you want to deactivate your account?`}>
          {t`Once you deactivate your account, its settings are locked until you reactivate it.`}
        </Alert>
        <Checkbox label={t`I confirm my account deactivation`} checked={agreed} onCheckedChange={setAgreed} />
        <FormAlert message={error} />
        <Button variant="danger" disabled={!agreed} loading={busy} onClick={() => void deactivate()}>
          <Trans>Deactivate account</Trans>
        </Button>
      </div>
    </Card>
  )
}
