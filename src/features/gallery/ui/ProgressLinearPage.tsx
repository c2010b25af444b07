import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button } from '@/ui'
import { ProgressBar } from '@/ui/Progress'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

// Bars take the whole row of the example; the Run button wraps under them.
const bars = css({ flex: '1 1 100%', display: 'grid', gap: '4', minW: '0' })

/** Steps a value by `step` every 600 ms while running, wrapping at 100. */
function useTicker(start: number, step: number) {
  const [value, setValue] = useState(start)
  const [running, setRunning] = useState(false)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setValue((v) => (v >= 100 ? 0 : Math.min(100, v + step))), 600)
    return () => window.clearInterval(timer)
  }, [running, step])
  return { value, running, toggle: () => setRunning((r) => !r) }
}

export default function ProgressLinearPage() {
  const { t, i18n } = useLingui()
  const upload = useTicker(40, 10)
  const video = useTicker(20, 5)
  const buffer = Math.min(100, video.value + 25)
  const percent = (n: number) => i18n.number(n / 100, { style: 'percent' })
  return (
    <GalleryPage section="ui" title={t`Linear progress`} intro={t`A bar that shows how far a task has come: importing cards, uploading scans, syncing the address book.`}>
      <Example title={t`Determinate`} state={{ value: upload.value }} usage={`<ProgressBar value={value} label="Uploading scans" valueText="40%" />`}>
        <div className={bars}>
          <ProgressBar value={upload.value} label={t`Uploading scans`} valueText={percent(upload.value)} />
          <ProgressBar value={upload.value} label={t`Cards checked`} valueText={percent(upload.value)} tone="success" size="sm" />
          <ProgressBar value={upload.value} label={t`Storage used`} valueText={percent(upload.value)} tone={upload.value > 80 ? 'danger' : 'warning'} />
        </div>
        <Button size="sm" variant="soft" onClick={upload.toggle}>{upload.running ? t`Pause` : t`Run`}</Button>
      </Example>
      <Example title={t`Indeterminate`} description={t`When nobody knows how long it will take.`} usage={`<ProgressBar value={null} label="Syncing contacts" />`}>
        <div className={bars}>
          <ProgressBar value={null} label={t`Syncing contacts`} />
          <ProgressBar value={null} label={t`Reading the card`} tone="info" size="sm" />
        </div>
      </Example>
      <Example
        title={t`Buffer`}
        description={t`A lighter fill shows what is already loaded ahead of the current position.`}
        state={{ value: video.value, buffer }}
        usage={`<ProgressBar value={value} buffer={loaded} label="Preview" />`}
      >
        <div className={bars}>
          <ProgressBar value={video.value} buffer={buffer} label={t`Loading the preview`} valueText={percent(video.value)} tone="info" />
        </div>
        <Button size="sm" variant="soft" onClick={video.toggle}>{video.running ? t`Pause` : t`Run`}</Button>
      </Example>
      <Example title={t`Without a visible label`} description={t`The name stays for screen readers.`} usage={`<ProgressBar value={60} label="Profile complete" hideLabel />`}>
        <div className={bars}>
          <ProgressBar value={60} label={t`Profile complete`} hideLabel />
        </div>
      </Example>
    </GalleryPage>
  )
}
