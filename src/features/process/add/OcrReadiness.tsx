import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { Spinner } from '@/ui'
import { ocrReadiness, prepareOcr } from '../analysis/analysis-runner'

/** Gets the on-device text reader ready (and cached for offline use) while the user picks photos. */
export function OcrReadiness() {
  useSignals()
  useEffect(() => prepareOcr(), [])
  if (!appConfig.demo) return null
  const state = ocrReadiness.value
  return (
    <p role="status" data-ocr-state={state} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: state === 'unavailable' ? 'danger.text' : 'fg.muted' })}>
      {state === 'ready' && <IconCircleCheck size={16} aria-hidden="true" className={css({ color: 'success' })} />}
      {state === 'preparing' && <Spinner size="sm" decorative />}
      {state === 'unavailable' && <IconAlertTriangle size={16} aria-hidden="true" />}
      {state === 'ready' && <Trans>The text reader is ready on this device, also offline.</Trans>}
      {state === 'preparing' && <Trans>Getting the text reader ready for offline use…</Trans>}
      {state === 'unavailable' && <Trans>The text reader could not start. You can still upload; connect once and reload to read the cards.</Trans>}
    </p>
  )
}
