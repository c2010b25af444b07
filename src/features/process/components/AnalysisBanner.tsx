import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconAlertTriangle, IconScan } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { Spinner } from '@/ui'
import { currentCard, kickAnalysis, runnerState } from '../analysis/analysis-runner'

/**
 * Starts this device's analysis of queued cards (demo mode) and says what it is doing. Process
 * pages mount it; the OCR engine itself loads only once a card is actually claimed.
 */
export function AnalysisBanner({ processId }: { processId?: number }) {
  useSignals()
  useEffect(() => {
    kickAnalysis()
    const online = () => kickAnalysis()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])
  if (!appConfig.demo) return null
  const state = runnerState.value
  const card = currentCard.value
  if (state === 'unavailable') {
    return (
      <div role="alert" className={banner('danger')}>
        <IconAlertTriangle size={18} aria-hidden="true" />
        <Trans>The text reader could not start on this device. Cards are marked failed with a message; reload while online once, then re-run them.</Trans>
      </div>
    )
  }
  if (!card || (processId !== undefined && card.processId !== processId)) return null
  const fileName = card.fileName
  return (
    <div role="status" className={banner('info')}>
      {state === 'loading' ? <Spinner size="sm" decorative /> : <IconScan size={18} aria-hidden="true" />}
      {state === 'loading' ? <Trans>Starting the text reader… (the first time it downloads about 7 MB, then works offline)</Trans> : <Trans>Reading {fileName} on this device…</Trans>}
    </div>
  )
}

const BANNERS = {
  info: css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '2.5', mb: '4', borderRadius: 'md', fontSize: 'sm', bg: 'info.subtle', color: 'info.text' }),
  danger: css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', py: '2.5', mb: '4', borderRadius: 'md', fontSize: 'sm', bg: 'danger.subtle', color: 'danger.text' }),
}
const banner = (tone: 'info' | 'danger') => BANNERS[tone]
