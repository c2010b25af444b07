import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, FormField, Input, Select, Textarea } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const horizontal = css({ display: 'grid', gap: '4', '& > div': { display: { md: 'grid' }, gridTemplateColumns: { md: '10rem 1fr' }, alignItems: { md: 'center' }, columnGap: '4' } })
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })

export default function FormLayoutsPage() {
  const { t } = useLingui()
  const cancel = <Button variant="outline" tone="neutral">{t`Cancel`}</Button>
  return (
    <GalleryPage section="forms" title={t`Form layouts`} intro={t`Labels above fields on phones and narrow cards; beside them on wide screens; several columns for long records.`}>
      <Example title={t`Vertical`} usage={`<div className={css({ display: 'grid', gap: '4' })}>…fields…</div>`}>
        <form className={css({ display: 'grid', gap: '4', w: 'full' })} onSubmit={(e) => e.preventDefault()}>
          <FormField label={t`Company name`}><Input /></FormField>
          <FormField label={t`E-mail`}><Input type="email" dir="ltr" /></FormField>
          <div className={actions}>{cancel}<Button type="submit">{t`Save`}</Button></div>
        </form>
      </Example>
      <Example title={t`Horizontal`} usage={`gridTemplateColumns: { md: '10rem 1fr' }`}>
        <form className={`${horizontal} ${css({ w: 'full' })}`} onSubmit={(e) => e.preventDefault()}>
          <FormField label={t`Department`}><Input /></FormField>
          <FormField label={t`Position`}><Input /></FormField>
          <div className={actions}>{cancel}<Button type="submit">{t`Save`}</Button></div>
        </form>
      </Example>
      <Example title={t`Multi-column with sticky actions`} description={t`On a long form the actions stay in view at the bottom of the card.`} wide usage={`position: 'sticky', bottom: 0`}>
        <form className={css({ w: 'full', maxH: '26rem', overflowY: 'auto', position: 'relative', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' })} onSubmit={(e) => e.preventDefault()}>
          <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, p: '4' })}>
            <FormField label={t`Company name`}><Input /></FormField>
            <FormField label={t`Reading (kana)`}><Input lang="ja" /></FormField>
            <FormField label={t`Corporate number`}><Input dir="ltr" inputMode="numeric" /></FormField>
            <FormField label={t`Postal code`}><Input dir="ltr" /></FormField>
            <FormField label={t`Address`}><Input /></FormField>
            <FormField label={t`Phone`}><Input type="tel" dir="ltr" /></FormField>
            <FormField label={t`Industry`}><Select placeholder={t`Choose…`} options={[{ value: 'it', label: t`IT` }, { value: 'mfg', label: t`Manufacturing` }]} /></FormField>
            <FormField label={t`Employees`}><Input type="number" min={0} /></FormField>
            <FormField label={t`Website`}><Input type="url" dir="ltr" /></FormField>
            <FormField label={t`Note`} className={css({ gridColumn: '1 / -1' })}><Textarea rows={4} /></FormField>
          </div>
          <div className={`${actions} ${css({ position: 'sticky', bottom: '0', p: '3', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border' })}`}>
            {cancel}
            <Button type="submit">{t`Save company`}</Button>
          </div>
        </form>
      </Example>
    </GalleryPage>
  )
}
