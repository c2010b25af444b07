import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Slider } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function RangeSliderPage() {
  const { t, i18n } = useLingui()
  const [price, setPrice] = useState([3000, 12000])
  const [staff, setStaff] = useState([10, 300])
  const yen = (n: number) => i18n.number(n, { style: 'currency', currency: 'JPY' })
  return (
    <GalleryPage section="forms" title={t`Range slider`} intro={t`A range between two values; each thumb has its own name for screen readers.`}>
      <Example title={t`Price range`} state={{ from: price[0], to: price[1] }} usage={`<Slider value={[from, to]} thumbLabels={['Minimum', 'Maximum']} … />`}>
        <Slider label={t`Price`} value={price} onValueChange={setPrice} min={0} max={20000} step={500} format={yen} thumbLabels={[t`Minimum price`, t`Maximum price`]} />
      </Example>
      <Example title={t`Company size`} state={{ from: staff[0], to: staff[1] }}>
        <Slider label={t`Employees`} value={staff} onValueChange={setStaff} min={1} max={1000} marks={[1, 250, 500, 750, 1000]} thumbLabels={[t`Fewest employees`, t`Most employees`]} />
      </Example>
    </GalleryPage>
  )
}
