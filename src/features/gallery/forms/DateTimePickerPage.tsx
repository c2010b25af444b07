import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { DatePicker, FormField, Input } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function DateTimePickerPage() {
  const { t } = useLingui()
  const [day, setDay] = useState(['2026-11-24'])
  const [range, setRange] = useState(['2026-11-16', '2026-11-20'])
  const [time, setTime] = useState('14:30')
  return (
    <GalleryPage section="forms" title={t`Date and time pickers`} intro={t`Dates typed or picked in the user's language; Japanese calendars count years as 2026, without era names.`}>
      <Example title={t`A date`} state={{ value: day }} usage={`<DatePicker label="Meeting day" value={[iso]} onValueChange={set} />`}>
        <DatePicker label={t`Meeting day`} value={day} onValueChange={setDay} />
      </Example>
      <Example title={t`A range`} state={{ value: range }} usage={`<DatePicker range value={[from, to]} … />`}>
        <DatePicker label={t`Trade show`} value={range} onValueChange={setRange} range />
      </Example>
      <Example title={t`Limited days`} description={t`Only the next 30 days can be chosen.`} usage={`<DatePicker min="2026-11-23" max="2026-12-23" … />`}>
        <DatePicker label={t`Delivery day`} value={[]} onValueChange={() => undefined} min="2026-11-23" max="2026-12-23" />
      </Example>
      <Example title={t`A time`} state={{ time }} usage={`<Input type="time" step={900} />`}>
        <FormField label={t`Start time`} hint={t`In steps of 15 minutes`}>
          {(field) => <Input {...field} type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} />}
        </FormField>
      </Example>
    </GalleryPage>
  )
}
