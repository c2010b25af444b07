import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, ProgressCircle } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function ProgressCircularPage() {
  const { t } = useLingui()
  const [value, setValue] = useState(30)
  const [running, setRunning] = useState(false)
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 10)), 600)
    return () => window.clearInterval(timer)
  }, [running])
  return (
    <GalleryPage section="ui" title={t`Circular progress`} intro={t`How far a task has come, or that something is working when nobody knows how long it takes.`}>
      <Example title={t`Determinate`} state={{ value }} usage={`<ProgressCircle value={value} label="Reading cards" showValue />`}>
        <ProgressCircle value={value} label={t`Reading cards`} showValue size={64} />
        <ProgressCircle value={value} label={t`Reading cards`} tone="success" />
        <ProgressCircle value={value} label={t`Reading cards`} tone="warning" size={32} thickness={3} />
        <Button size="sm" variant="soft" onClick={() => setRunning((r) => !r)}>{running ? t`Pause` : t`Run`}</Button>
      </Example>
      <Example title={t`Indeterminate`} usage={`<ProgressCircle value={null} label="Loading" />`}>
        <ProgressCircle value={null} label={t`Loading`} />
        <ProgressCircle value={null} label={t`Loading`} tone="info" size={32} thickness={3} />
        <ProgressCircle value={null} label={t`Loading`} tone="danger" size={64} thickness={6} />
      </Example>
    </GalleryPage>
  )
}
