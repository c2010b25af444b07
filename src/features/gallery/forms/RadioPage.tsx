import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RadioGroup } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function RadioPage() {
  const { t } = useLingui()
  const [role, setRole] = useState('office')
  const [size, setSize] = useState('10')
  return (
    <GalleryPage section="forms" title={t`Radio`} intro={t`One choice out of a few, all visible at once. Arrow keys move the choice.`}>
      <Example title={t`Vertical with hints`} state={{ role }} usage={`<RadioGroup label="Role" options={…} value={v} onValueChange={set} />`}>
        <RadioGroup
          label={t`Role`}
          name="gallery-role"
          value={role}
          onValueChange={setRole}
          options={[
            { value: 'admin', label: t`Administrator`, hint: t`Everything, including users and roles` },
            { value: 'office', label: t`Office`, hint: t`Checks cards first` },
            { value: 'sales', label: t`Sales`, hint: t`Checks their own cards` },
          ]}
        />
      </Example>
      <Example title={t`Horizontal`} state={{ size }} usage={`<RadioGroup orientation="horizontal" … />`}>
        <RadioGroup
          label={t`Rows per page`}
          name="gallery-size"
          orientation="horizontal"
          value={size}
          onValueChange={setSize}
          options={['10', '25', '50', '100'].map((v) => ({ value: v, label: v }))}
        />
      </Example>
      <Example title={t`Invalid and disabled`} usage={`<RadioGroup invalid disabled … />`}>
        <RadioGroup label={t`Plan`} name="gallery-plan" invalid value="" onValueChange={() => undefined} options={[{ value: 'basic', label: t`Basic` }, { value: 'team', label: t`Team`, disabled: true }]} />
      </Example>
    </GalleryPage>
  )
}
