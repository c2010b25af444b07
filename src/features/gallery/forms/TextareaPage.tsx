import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AutoTextarea, FormField } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function TextareaPage() {
  const { t } = useLingui()
  const [note, setNote] = useState('展示会で名刺交換。来月の提案を希望。')
  const [short, setShort] = useState('')
  return (
    <GalleryPage section="forms" title={t`Textarea`} intro={t`Longer text that grows with what is typed, with a counter where there is a limit.`}>
      <Example title={t`Grows with the text`} state={{ lines: note.split('\n').length }} usage={`<AutoTextarea value={v} onValueChange={set} minRows={2} maxRows={8} />`}>
        <FormField label={t`Note`}>
          {(field) => <AutoTextarea {...field} value={note} onValueChange={setNote} maxRows={8} />}
        </FormField>
      </Example>
      <Example title={t`With a counter`} description={t`Kanji and kana count as one character each.`} state={{ characters: [...short].length }} usage={`<AutoTextarea maxLength={140} … />`}>
        <FormField label={t`Short message`}>
          {(field) => <AutoTextarea {...field} value={short} onValueChange={setShort} maxLength={140} />}
        </FormField>
      </Example>
    </GalleryPage>
  )
}
