import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormField, Select } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function SelectPage() {
  const { t } = useLingui()
  const [status, setStatus] = useState('')
  const [pref, setPref] = useState('13')
  const prefectures = [
    { value: '01', label: '北海道' },
    { value: '13', label: '東京都' },
    { value: '14', label: '神奈川県' },
    { value: '23', label: '愛知県' },
    { value: '27', label: '大阪府' },
    { value: '40', label: '福岡県' },
  ]
  return (
    <GalleryPage section="forms" title={t`Select`} intro={t`A choice from a short, fixed list: the device's own picker, so it works with any keyboard, screen reader or touch screen.`}>
      <Example title={t`With a placeholder`} state={{ status }} usage={`<Select options={options} placeholder="All statuses" value={v} onChange={…} />`}>
        <FormField label={t`Card status`}>
          <Select
            placeholder={t`All statuses`}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: 'uncheck', label: t`Not checked` },
              { value: 'checked_by_office', label: t`Checked by office` },
              { value: 'checked_by_sales', label: t`Checked by sales` },
            ]}
          />
        </FormField>
      </Example>
      <Example title={t`Japanese options`} state={{ prefecture: pref }} usage={`<Select options={prefectures} />`}>
        <FormField label={t`Prefecture`}>
          <Select value={pref} onChange={(e) => setPref(e.target.value)} options={prefectures} />
        </FormField>
      </Example>
      <Example title={t`Invalid and disabled`} usage={`<Select invalid />`}>
        <FormField label={t`Industry`} errors={[t`Choose an industry`]}>
          <Select placeholder={t`Choose…`} invalid options={[{ value: 'it', label: t`IT` }]} />
        </FormField>
        <FormField label={t`Owner`}>
          <Select disabled options={[{ value: '1', label: 'Kenji Mori' }]} />
        </FormField>
      </Example>
    </GalleryPage>
  )
}
