import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Switch } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function SwitchPage() {
  const { t } = useLingui()
  const [settings, setSettings] = useState({ offline: true, sound: false, compact: false })
  const set = (key: keyof typeof settings) => (value: boolean) => setSettings((s) => ({ ...s, [key]: value }))
  return (
    <GalleryPage section="forms" title={t`Switch`} intro={t`Settings that take effect at once. The thumb moves to the inline end, so it mirrors in Arabic.`}>
      <Example title={t`Settings`} state={settings} usage={`<Switch label="…" checked={v} onCheckedChange={set} />`}>
        <div className={css({ display: 'grid', gap: '3' })}>
          <Switch label={t`Keep data for offline work`} checked={settings.offline} onCheckedChange={set('offline')} />
          <Switch label={t`Play a sound when a card is read`} checked={settings.sound} onCheckedChange={set('sound')} />
          <Switch label={t`Compact tables`} checked={settings.compact} onCheckedChange={set('compact')} />
        </div>
      </Example>
      <Example title={t`Disabled`} usage={`<Switch disabled />`}>
        <Switch label={t`Managed by your administrator`} checked disabled readOnly />
      </Example>
    </GalleryPage>
  )
}
