import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconMail, IconPhone, IconSend } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { CONTACT_MESSAGES, ContactMessageSchema } from '@/core/api/contract/demo/front'
import { Alert, Button, FormAlert, FormField, Input, registerValidationMessages, Textarea, useForm } from '@/ui'
import { frontApi } from '../api'
import { Section } from '../Section'

registerValidationMessages({ [CONTACT_MESSAGES.short]: msg`Write at least 10 characters so we can help` })

const empty = { name: '', email: '', message: '' }

/** The contact form: validated here and by the demo server, which keeps the message (offline too). */
export function ContactSection() {
  const { t } = useLingui()
  const form = useForm(ContactMessageSchema, empty)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submit = form.handleSubmit(async (data) => {
    await frontApi.sendContact(data)
    setSentTo(data.email)
    form.reset(empty)
  })
  return (
    <Section id="contact" tinted eyebrow={<Trans>Contact us</Trans>} title={<Trans>Let us know how we can help</Trans>} subtitle={<Trans>Questions about plans, a demo for your team or an invoice: we reply within one working day.</Trans>}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 2fr' }, gap: '8', alignItems: 'start' })}>
        <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
          <li className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <IconMail aria-hidden className={css({ color: 'primary' })} />
            <span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                <Trans>E-mail</Trans>
              </span>
              <span dir="ltr">hello@meishi.example</span>
            </span>
          </li>
          <li className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <IconPhone aria-hidden className={css({ color: 'primary' })} />
            <span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                <Trans>Phone (weekdays 9:00–18:00 JST)</Trans>
              </span>
              <span dir="ltr">03-1234-5678</span>
            </span>
          </li>
        </ul>
        <div className={css({ p: { base: '5', md: '6' }, borderRadius: 'xl', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border' })}>
          {sentTo ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'start' })} data-testid="contact-sent">
              <Alert tone="success" title={<Trans>Message sent</Trans>}>
                <Trans>
                  Thank you. We will reply to <strong dir="ltr">{sentTo}</strong> within one working day.
                </Trans>
              </Alert>
              <Button variant="outline" onClick={() => setSentTo(null)}>
                <Trans>Write another message</Trans>
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Contact form`} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
                <FormField label={<Trans>Your name</Trans>} required errors={form.errorsOf('name')}>
                  <Input {...form.field('name')} autoComplete="name" />
                </FormField>
                <FormField label={<Trans>E-mail address</Trans>} required errors={form.errorsOf('email')}>
                  <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" className={css({ textAlign: 'start' })} />
                </FormField>
              </div>
              <FormField label={<Trans>Message</Trans>} required errors={form.errorsOf('message')} hint={<Trans>At least 10 characters.</Trans>}>
                <Textarea {...form.field('message')} rows={5} />
              </FormField>
              <FormAlert message={form.formError} />
              <div>
                <Button type="submit" loading={form.submitting} startIcon={<IconSend size={18} aria-hidden />}>
                  <Trans>Send message</Trans>
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </Section>
  )
}
