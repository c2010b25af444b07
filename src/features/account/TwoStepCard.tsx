import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconShieldCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Badge, Button, Card, FormAlert, toast, useConfirm } from '@/ui'
import { toApiFailure } from '@/core/list/api-failure'
import { accountApi, type TabProps } from './api'
import { TwoStepDialog } from './TwoStepDialog'

/** Two-step verification: off → the setup dialog; on → the phone it uses and "Turn off" (confirmed). */
export function TwoStepCard({ settings, onSaved }: TabProps) {
  const { t } = useLingui()
  const ask = useConfirm()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { enabled, phone } = settings.security.twoStep
  const turnOff = async () => {
    const sure = await ask({
      title: t`Turn off two-step verification?`,
      message: t`Signing in will only need your password. You can turn it on again at any time.`,
      confirmLabel: t`Turn off`,
      cancelLabel: t`Cancel`,
      danger: true,
    })
    if (!sure) return
    setBusy(true)
    setError(null)
    try {
      onSaved(await accountApi.setTwoStep({ enabled: false }))
      toast.success(t`Two-step verification is off`)
    } catch (e) {
      setError(toApiFailure(e).offline ? t`You are offline. Try again when connected.` : t`Something went wrong. Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card
      title={t`Two-step verification`}
      actions={enabled ? <Badge tone="success" dot>{t`On`}</Badge> : <Badge tone="neutral">{t`Off`}</Badge>}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
        {enabled ? (
          <p className={css({ m: '0' })}>
            <Trans>
              Codes are sent to <bdi dir="ltr">{phone}</bdi> by SMS when you sign in on a new device.
            </Trans>
          </p>
        ) : (
          <p className={css({ m: '0', color: 'fg.muted' })}>
            <Trans>Keep your account safer: besides your password, signing in on a new device asks for a code sent to your phone.</Trans>
          </p>
        )}
        <FormAlert message={error} />
        {enabled ? (
          <Button variant="outline" tone="neutral" loading={busy} disabled={settings.deactivated} onClick={() => void turnOff()}>
            <Trans>Turn off</Trans>
          </Button>
        ) : (
          <Button startIcon={<IconShieldCheck size={18} aria-hidden />} disabled={settings.deactivated} onClick={() => setOpen(true)}>
            <Trans>Enable two-step verification</Trans>
          </Button>
        )}
      </div>
      {open && <TwoStepDialog onClose={() => setOpen(false)} onSaved={onSaved} />}
    </Card>
  )
}
