import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Combobox } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const INDUSTRIES = ['製造業', '情報通信業', '卸売業', '小売業', '金融業', '不動産業', '建設業', '運輸業', '医療', '教育']
const CITIES = ['東京', '大阪', '名古屋', '札幌', '福岡', 'トウキョウ Office', 'Osaka Branch', 'Kyoto']

export default function ComboboxPage() {
  const { t } = useLingui()
  const [industry, setIndustry] = useState<string[]>([])
  const [cities, setCities] = useState<string[]>(['東京'])
  const toOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }))
  return (
    <GalleryPage section="forms" title={t`Combobox`} intro={t`Type to filter a list, then choose with arrows and Enter. Matching ignores case, width and hiragana or katakana.`}>
      <Example title={t`One choice`} state={{ industry }} usage={`<Combobox label="Industry" options={options} value={v} onValueChange={set} />`}>
        <Combobox label={t`Industry`} options={toOptions(INDUSTRIES)} value={industry} onValueChange={setIndustry} placeholder={t`Type or choose`} />
      </Example>
      <Example title={t`Several choices`} description={t`Try typing とうきょう: it finds トウキョウ too.`} state={{ cities }} usage={`<Combobox multiple … />`}>
        <Combobox label={t`Offices`} options={toOptions(CITIES)} value={cities} onValueChange={setCities} multiple placeholder={t`Add an office`} />
      </Example>
    </GalleryPage>
  )
}
