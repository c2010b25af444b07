import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Slider } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function SliderPage() {
  const { t, i18n } = useLingui()
  const [volume, setVolume] = useState([40])
  const [quality, setQuality] = useState([1600])
  return (
    <GalleryPage section="forms" title={t`Slider`} intro={t`A value on a scale. Arrow keys move a step, Page Up and Down move ten, Home and End jump to the ends.`}>
      <Example title={t`Basic`} state={{ value: volume[0] }} usage={`<Slider label="Volume" value={v} onValueChange={set} />`}>
        <Slider label={t`Volume`} value={volume} onValueChange={setVolume} format={(n) => i18n.number(n / 100, { style: 'percent' })} />
      </Example>
      <Example title={t`Steps and marks`} description={t`The longest side of a card photo after shrinking.`} state={{ value: quality[0] }} usage={`<Slider step={400} marks={[800, 1600, 2400]} … />`}>
        <Slider label={t`Photo size`} value={quality} onValueChange={setQuality} min={800} max={2400} step={400} marks={[800, 1600, 2400]} format={(n) => `${i18n.number(n)} px`} />
      </Example>
    </GalleryPage>
  )
}
