import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Form } from '@/ui'
import { CredentialFields, NewPasswordField } from '../CredentialFields'
import type { accountStepSchema } from '../schemas'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4', alignItems: 'start' })

export function AccountStep({ form }: { form: Form<typeof accountStepSchema> }) {
  return (
    <div className={grid}>
      <CredentialFields form={form} />
      <NewPasswordField form={form} name="confirm" label={<Trans>Confirm password</Trans>} />
    </div>
  )
}

export { grid as stepGrid }
