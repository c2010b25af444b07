import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Checkbox } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function CheckboxPage() {
  const { t } = useLingui()
  const [agree, setAgree] = useState(false)
  const perms = [
    { id: 'admin', label: t`Administrator` },
    { id: 'office', label: t`Office` },
    { id: 'sales', label: t`Sales` },
  ]
  const [on, setOn] = useState<string[]>(['office'])
  const all = on.length === perms.length
  return (
    <GalleryPage section="forms" title={t`Checkbox`} intro={t`Yes-or-no choices, alone or in a group with a "select all" that can be partly checked.`}>
      <Example title={t`On its own`} state={{ agree }} usage={`<Checkbox label="…" checked={v} onCheckedChange={set} />`}>
        <Checkbox label={t`Send me a summary when cards are ready`} checked={agree} onCheckedChange={setAgree} />
      </Example>
      <Example title={t`Group with select all`} state={{ on }} usage={`<Checkbox indeterminate={some && !all} … />`}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <Checkbox label={t`All permissions`} checked={all} indeterminate={on.length > 0 && !all} onCheckedChange={(c) => setOn(c ? perms.map((p) => p.id) : [])} />
          <div role="group" aria-label={t`Permissions`} className={css({ display: 'grid', gap: '2', ps: '6' })}>
            {perms.map((p) => (
              <Checkbox key={p.id} label={p.label} checked={on.includes(p.id)} onCheckedChange={(c) => setOn((s) => (c ? [...s, p.id] : s.filter((x) => x !== p.id)))} />
            ))}
          </div>
        </div>
      </Example>
      <Example title={t`Invalid and disabled`} usage={`<Checkbox invalid />`}>
        <Checkbox label={t`I have checked the card`} invalid />
        <Checkbox label={t`Locked`} disabled checked readOnly />
      </Example>
    </GalleryPage>
  )
}
