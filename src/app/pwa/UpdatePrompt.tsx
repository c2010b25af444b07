import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconAlertTriangle, IconRefresh, IconX } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { applyUpdate, demoDataReset, updateWaiting, workerUnsupported } from '@/core/pwa/register-worker'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'

const card = css({
  position: 'fixed',
  bottom: '4',
  insetInline: '4',
  mx: 'auto',
  zIndex: 1500,
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'max-content',
  maxW: 'calc(100vw - 2rem)',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'bg.surface',
  color: 'fg',
  boxShadow: 'raised',
  border: '1px solid token(colors.border)',
  fontSize: 'sm',
  _print: { display: 'none' },
})

/** "A new version is ready — Reload": the user picks the moment, so no form input is lost. */
export function UpdatePrompt() {
  useSignals()
  const { t } = useLingui()
  const [later, setLater] = useState(false)
  if (!updateWaiting.value || later) return null
  return (
    <div role="status" className={card} data-testid="update-prompt">
      <IconRefresh size={20} aria-hidden className={css({ color: 'primary' })} />
      <span>
        <Trans>A new version is ready.</Trans>
      </span>
      <Button size="sm" onClick={() => void applyUpdate()}>
        <Trans>Reload</Trans>
      </Button>
      <IconButton size="sm" label={t`Later`} onClick={() => setLater(true)}>
        <IconX />
      </IconButton>
    </div>
  )
}

/** Plain notice when service workers can't run: the demo data and offline use are unavailable. */
export function WorkerUnsupportedNotice() {
  useSignals()
  const { t } = useLingui()
  const [dismissed, setDismissed] = useState(false)
  if (!workerUnsupported.value || dismissed) return null
  return (
    <div role="alert" className={card} data-testid="worker-unsupported">
      <IconAlertTriangle size={20} aria-hidden className={css({ color: 'warning', flexShrink: 0 })} />
      <span>
        <Trans>This browser can't run the offline service here (private mode or an old browser). Demo data and offline use are unavailable.</Trans>
      </span>
      <IconButton size="sm" label={t`Dismiss`} onClick={() => setDismissed(true)}>
        <IconX />
      </IconButton>
    </div>
  )
}

/** The browser cleared or evicted the offline data; the worker set it up again from the start. */
export function DataResetNotice() {
  useSignals()
  const { t } = useLingui()
  if (!demoDataReset.value) return null
  return (
    <div role="alert" className={card} data-testid="data-reset">
      <IconAlertTriangle size={20} aria-hidden className={css({ color: 'warning', flexShrink: 0 })} />
      <span>
        <Trans>This device's storage was cleared, so the demo data started over. Sign in again if asked; changes made before were lost.</Trans>
      </span>
      <IconButton size="sm" label={t`Dismiss`} onClick={() => (demoDataReset.value = false)}>
        <IconX />
      </IconButton>
    </div>
  )
}

/** The notices; the shell loads this module lazily (workbox-window stays out of the entry chunk). */
export default function PwaNotices() {
  return (
    <>
      <UpdatePrompt />
      <DataResetNotice />
      <WorkerUnsupportedNotice />
    </>
  )
}
