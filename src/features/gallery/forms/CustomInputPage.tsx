import { useState } from 'react'
import { IconBuilding, IconTruck, IconUser, IconUsers } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ChoiceCards } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function CustomInputPage() {
  const { t } = useLingui()
  const [plan, setPlan] = useState('team')
  const [extras, setExtras] = useState<string[]>(['ocr'])
  return (
    <GalleryPage section="forms" title={t`Custom inputs`} intro={t`Radio buttons and checkboxes drawn as cards: still native inputs, so keyboard and screen readers work as usual.`} wide>
      <Example title={t`Radio cards`} state={{ plan }} usage={`<ChoiceCards type="radio" label="Plan" name="plan" options={…} value={v} onValueChange={set} />`}>
        <ChoiceCards
          type="radio"
          label={t`Plan`}
          name="gallery-plan-cards"
          value={plan}
          onValueChange={setPlan}
          columns={3}
          options={[
            { value: 'basic', title: t`Basic`, description: t`One person, up to 500 cards`, icon: <IconUser /> },
            { value: 'team', title: t`Team`, description: t`Up to 10 people, shared companies`, icon: <IconUsers /> },
            { value: 'company', title: t`Company`, description: t`Every office, roles and audits`, icon: <IconBuilding /> },
          ]}
        />
      </Example>
      <Example title={t`Checkbox cards`} state={{ extras }} usage={`<ChoiceCards type="checkbox" … value={list} />`}>
        <ChoiceCards
          type="checkbox"
          label={t`Options`}
          name="gallery-extras"
          value={extras}
          onValueChange={setExtras}
          options={[
            { value: 'ocr', title: t`Card reading on the device`, description: t`Works offline` },
            { value: 'delivery', title: t`Express delivery of printed cards`, description: t`Two working days`, icon: <IconTruck /> },
            { value: 'audit', title: t`Audit log`, description: t`Not in this plan`, disabled: true },
          ]}
        />
      </Example>
    </GalleryPage>
  )
}
