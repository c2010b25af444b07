import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { css } from 'styled-system/css'
import { refreshStorageEstimate, storageEstimate, usageShare } from '@/core/pwa/storage'

/** "Storage: 12 MB of 2 GB used" with a thin bar; turns to a warning past 90 %. */
export function StorageUsage() {
  useSignals()
  const { i18n } = useLingui()
  useEffect(() => {
    void refreshStorageEstimate()
  }, [])
  const e = storageEstimate.value
  if (!e || e.quota <= 0) return null
  const size = (bytes: number) => {
    const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'gigabyte'] : bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : [bytes / 1e3, 'kilobyte']
    return i18n.number(value, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 })
  }
  const share = usageShare(e)
  const used = size(e.usage)
  const quota = size(e.quota)
  return (
    <span data-testid="storage-usage" className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'xs', color: 'fg.muted', fontWeight: '400', textTransform: 'none', letterSpacing: 'normal' })}>
      <span>
        <Trans>
          Storage: {used} of {quota} used
        </Trans>
      </span>
      <span aria-hidden className={css({ display: 'block', h: '1', w: 'full', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}>
        <span className={css({ display: 'block', h: 'full', bg: share > 0.9 ? 'danger' : 'primary' })} style={{ width: `${Math.max(2, share * 100)}%` }} />
      </span>
    </span>
  )
}
