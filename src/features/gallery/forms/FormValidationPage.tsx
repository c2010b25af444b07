import { useState } from 'react'
import * as v from 'valibot'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Alert, Button, Checkbox, FormField, Input, useForm } from '@/ui'
import { demoApi } from '@/core/api/client'
import type { DemoUserList } from '@/core/api/contract/demo/users'
import { kanaField, phoneField, postalCodeField, requiredEmail, requiredText, urlField } from '@/core/api/contract/product/validators'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

// The same field rules the product's forms use (shared valibot validators), plus a consent box.
const ContactSchema = v.object({
  full_name: requiredText(80),
  full_name_kana: kanaField,
  email: requiredEmail,
  phone_number: phoneField,
  postal_code: postalCodeField,
  website: urlField,
  consent: v.literal(true, 'Consent is required'),
})

/** Async check: is this e-mail already a member of the demo server? */
async function emailTaken(email: string): Promise<boolean> {
  const res = await demoApi<DemoUserList>('apps/users', { query: { q: email, itemsPerPage: 5 } })
  return res.users.some((u) => u.email.toLowerCase() === email.toLowerCase())
}

export default function FormValidationPage() {
  const { t } = useLingui()
  const form = useForm(ContactSchema, { full_name: '', full_name_kana: '', email: '', phone_number: '', postal_code: '', website: '', consent: false as unknown as true })
  const [saved, setSaved] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const submit = form.handleSubmit(async (data) => {
    setChecking(true)
    try {
      if (await emailTaken(data.email)) {
        form.setServerErrors({ email: [t`This e-mail already belongs to a member.`] })
        return
      }
      setSaved(data.full_name)
    } finally {
      setChecking(false)
    }
  })
  return (
    <GalleryPage section="forms" title={t`Form validation`} intro={t`Rules from shared valibot schemas, messages in the user's language, focus on the first error, and a check against the server.`} wide>
      <Example title={t`Contact form`} description={t`Try an e-mail of an existing member, e.g. one from the members list.`} state={{ errors: Object.keys(form.errors), saved }} usage={`const form = useForm(Schema, initial)\n<form onSubmit={form.handleSubmit(save)} noValidate>`}>
        <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, w: 'full' })}>
          <FormField label={t`Full name`} required errors={form.errorsOf('full_name')}>
            <Input {...form.field('full_name')} autoComplete="name" />
          </FormField>
          <FormField label={t`Reading (kana)`} errors={form.errorsOf('full_name_kana')}>
            <Input {...form.field('full_name_kana')} lang="ja" />
          </FormField>
          <FormField label={t`E-mail`} required errors={form.errorsOf('email')}>
            <Input {...form.field('email')} type="email" dir="ltr" autoComplete="email" />
          </FormField>
          <FormField label={t`Phone`} errors={form.errorsOf('phone_number')}>
            <Input {...form.field('phone_number')} type="tel" dir="ltr" autoComplete="tel" />
          </FormField>
          <FormField label={t`Postal code`} errors={form.errorsOf('postal_code')}>
            <Input {...form.field('postal_code')} dir="ltr" inputMode="numeric" autoComplete="postal-code" />
          </FormField>
          <FormField label={t`Website`} errors={form.errorsOf('website')}>
            <Input {...form.field('website')} type="url" dir="ltr" />
          </FormField>
          <div className={css({ gridColumn: '1 / -1', display: 'grid', gap: '1' })}>
            <Checkbox label={t`I agree to be contacted about this request`} {...form.checkbox('consent')} invalid={form.errorsOf('consent').length > 0} aria-invalid={form.errorsOf('consent').length > 0 || undefined} />
            {form.errorsOf('consent').length > 0 && <p className={css({ m: 0, fontSize: 'sm', color: 'danger.text' })}>{t`Please agree before sending.`}</p>}
          </div>
          <div className={css({ gridColumn: '1 / -1', display: 'flex', gap: '2' })}>
            <Button type="submit" loading={form.submitting || checking}>{t`Send`}</Button>
            <Button variant="outline" tone="neutral" onClick={() => (form.reset(), setSaved(null))}>{t`Reset`}</Button>
          </div>
          {saved && (
            <Alert tone="success" className={css({ gridColumn: '1 / -1' })}>
              {t`Thank you, ${saved}. Your request was sent.`}
            </Alert>
          )}
        </form>
      </Example>
    </GalleryPage>
  )
}
