import { useState } from 'react'
import { IconEye, IconEyeOff, IconMail, IconSearch } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { FormField, IconButton, Input } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

export default function TextfieldPage() {
  const { t } = useLingui()
  const [name, setName] = useState('田中 結衣')
  const [email, setEmail] = useState('')
  const [secret, setSecret] = useState('')
  const [showSecret, setShowSecret] = useState(false)
  const emailError = email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? [t`Enter an e-mail address like name@example.jp`] : []
  return (
    <GalleryPage section="forms" title={t`Text field`} intro={t`Labelled inputs with hints and errors read out by screen readers.`}>
      <Example title={t`Label and hint`} state={{ name }} usage={`<FormField label="Full name" hint="…">{(f) => <Input {...f} value={v} onChange={…} />}</FormField>`}>
        <FormField label={t`Full name`} hint={t`As printed on the card`} required>
          {(field) => <Input {...field} value={name} onChange={(e) => setName(e.target.value)} />}
        </FormField>
      </Example>
      <Example title={t`Validation as you type`} state={{ email, valid: emailError.length === 0 }} usage={`<FormField label="E-mail" errors={errors}>…</FormField>`}>
        <FormField label={t`E-mail`} errors={emailError}>
          {(field) => <Input {...field} type="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} startElement={<IconMail size={18} aria-hidden="true" />} />}
        </FormField>
      </Example>
      <Example title={t`With buttons inside`} state={{ length: secret.length, shown: showSecret }} usage={`<Input endElement={<IconButton label="Show password" … />} />`}>
        <FormField label={t`Password`}>
          {(field) => (
            <Input
              {...field}
              type={showSecret ? 'text' : 'password'}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              endElement={
                <IconButton label={showSecret ? t`Hide password` : t`Show password`} size="sm" onClick={() => setShowSecret((s) => !s)}>
                  {showSecret ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                </IconButton>
              }
            />
          )}
        </FormField>
      </Example>
      <Example title={t`Sizes, disabled and read-only`} usage={`<Input size="sm" disabled />`}>
        <Input size="sm" aria-label={t`Small`} placeholder={t`Small`} />
        <Input aria-label={t`Search`} placeholder={t`Search`} type="search" startElement={<IconSearch size={18} aria-hidden="true" />} />
        <Input aria-label={t`Disabled`} value={t`Disabled`} disabled readOnly />
        <Input aria-label={t`Read-only`} value={t`Read-only`} readOnly />
      </Example>
    </GalleryPage>
  )
}
