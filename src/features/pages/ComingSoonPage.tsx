import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { Button, FormField, Input, useForm } from '@/ui'
import { requiredEmail } from '@/core/api/contract/product/validators'
import { MiscScreen } from './MiscScreen'

const notifySchema = v.object({ email: requiredEmail })

/** /pages/misc/coming-soon: what is coming, and an address to be told when it is there. */
export default function ComingSoonPage() {
  const { t } = useLingui()
  const form = useForm(notifySchema, { email: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const submit = form.handleSubmit((data) => setSentTo(data.email))
  return (
    <MiscScreen scene="soon" title={<Trans>We are launching soon</Trans>} text={<Trans>Card scanning for the whole team is almost ready. Leave your address and we will tell you the day it opens.</Trans>}>
      {sentTo ? (
        <p role="status" className={css({ m: '0', color: 'success.text', fontWeight: 'medium' })}>
          <Trans>Thanks! We will write to <span dir="ltr">{sentTo}</span>.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', gap: '2', w: 'full', alignItems: 'flex-start', flexDirection: { base: 'column', sm: 'row' } })}>
          <FormField label={<span className={css({ srOnly: true })}>{t`Email`}</span>} errors={form.errorsOf('email')} className={css({ flex: '1', w: 'full', textAlign: 'start' })}>
            <Input {...form.field('email')} type="email" inputMode="email" autoComplete="email" dir="ltr" placeholder="name@example.co.jp" className={css({ textAlign: 'start' })} />
          </FormField>
          <Button type="submit">
            <Trans>Notify me</Trans>
          </Button>
        </form>
      )}
    </MiscScreen>
  )
}
