import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconAlertTriangle, IconScan } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { Spinner } from '@/ui'
import { currentCards, kickAnalysis, runnerState } from '../analysis/analysis-runner'

/**
 * Starts this device's analysis of queued cards (demo mode) and says what it is doing. Process
 * pages mount it; the OCR engine itself loads only once a card is actually claimed.
 */
export function AnalysisBanner({ processId }: { processId?: number }) {
  useSignals()
  const { i18n } = useLingui()
  useEffect(() => {
    kickAnalysis()
    const online = () => kickAnalysis()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])
  if (!appConfig.demo) return null
  const state = runnerState.value
  // The cards of a stack read at once (one per engine), of this process only on its own page.
  const cards = currentCards.value.filter((c) => processId === undefined || c.processId === processId)
  if (state === 'unavailable') {
    return (
      <div role="alert" className={banner('danger')}>
        <IconAlertTriangle size={18} aria-hidden="true" />
        <Trans>The text reader could not start on this device. Cards are marked failed with a message; reload while online once, then re-run them.</Trans>
      </div>
    )
  }
  if (!cards.length) return null
  const fileName = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(cards.map((c) => c.fileName))
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
