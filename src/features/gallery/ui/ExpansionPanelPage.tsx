import { useState } from 'react'
import { IconId, IconShieldLock, IconUpload } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Accordion } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function ExpansionPanelPage() {
  const { t } = useLingui()
  const [single, setSingle] = useState<string[]>(['upload'])
  const [many, setMany] = useState<string[]>([])
  const items = [
    { value: 'upload', icon: <IconUpload size={18} aria-hidden="true" />, title: t`How do I upload a stack of cards?`, content: t`Open "Upload name cards", choose the photos or take them with the camera, give the batch a name and upload. Reading starts on the device at once.` },
    { value: 'check', icon: <IconId size={18} aria-hidden="true" />, title: t`Who checks a card?`, content: t`The office checks each card first, then the sales owner. Only then is the card merged into persons and companies.` },
    { value: 'access', icon: <IconShieldLock size={18} aria-hidden="true" />, title: t`Who can see group roles?`, content: t`Only administrators. Office and sales staff work with processes, companies and persons.` },
  ]
  return (
    <GalleryPage section="ui" title={t`Expansion panel`} intro={t`Accordions fold long content into headed panels; Enter or Space opens one, arrow keys move between headers.`}>
      <Example title={t`One open at a time`} state={{ open: single }} usage={`<Accordion items={items} defaultValue={['upload']} />`}>
        <Accordion items={items} value={single} onValueChange={setSingle} />
      </Example>
      <Example title={t`Several open, separated`} state={{ open: many }} usage={`<Accordion items={items} multiple variant="separated" />`}>
        <Accordion items={items} multiple value={many} onValueChange={setMany} variant="separated" />
      </Example>
    </GalleryPage>
  )
}
