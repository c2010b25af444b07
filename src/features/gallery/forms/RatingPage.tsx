import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RatingInput } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function RatingPage() {
  const { t } = useLingui()
  const [stars, setStars] = useState(3)
  const [half, setHalf] = useState(3.5)
  return (
    <GalleryPage section="forms" title={t`Rating`} intro={t`Stars to rate something. Arrow keys change the value; it is a radio group for screen readers.`}>
      <Example title={t`Whole stars`} state={{ value: stars }} usage={`<RatingInput label="Rating" value={v} onValueChange={set} />`}>
        <RatingInput label={t`How useful was the meeting?`} value={stars} onValueChange={setStars} />
      </Example>
      <Example title={t`Half stars`} state={{ value: half }} usage={`<RatingInput allowHalf … />`}>
        <RatingInput label={t`Product rating`} value={half} onValueChange={setHalf} allowHalf />
      </Example>
      <Example title={t`Read-only and sizes`} usage={`<RatingInput readOnly value={4} size={16} />`}>
        <RatingInput label={t`Average`} value={4} readOnly size={16} />
        <RatingInput label={t`Disabled`} value={2} disabled size={32} />
      </Example>
    </GalleryPage>
  )
}
