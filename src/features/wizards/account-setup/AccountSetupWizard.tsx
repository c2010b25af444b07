import type * as v from 'valibot'
import { useSearchParams } from 'wouter'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { IconCircleCheck, IconId, IconShare, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Combobox, DetailList, FormField, Input, RadioGroup, Select } from '@/ui'
import type { Form } from '@/ui/forms'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { WizardShell, useWizard } from '@/ui/wizard'
import { ACCOUNT_LANGUAGES, ACCOUNT_ROLES, stepsOf, type WizardValues } from '@/core/api/contract/demo/wizards'
import { DoneMessage } from '../DoneMessage'
import { Invalidable, fieldGrid, labelOptions, ltrInput, span2 } from '../parts'
import '../messages'

type Values = WizardValues<'account-setup'>
type AccountForm = Form<v.GenericSchema<Values, Values>>

const STEPS = stepsOf('account-setup')
const EMPTY: Values = { username: '', email: '', role: 'sales', lastName: '', firstName: '', department: '', languages: ['ja'], website: '', linkedin: '', x: '' }
const ROLE_LABELS = { sales: msg`Sales`, office: msg`Office staff`, manager: msg`Manager` }
const LANGUAGE_LABELS = { ja: msg`Japanese`, en: msg`English`, fr: msg`French`, ar: msg`Arabic` }

/**
 * The forms gallery's wizard (routes `forms-form-wizard-numbered` and `forms-form-wizard-icons`):
 * the shared engine with a numbered or icon stepper, horizontal or vertical (`?layout=`).
 */
export function AccountSetupWizard({ variant }: { variant: 'numbered' | 'icon' }) {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const orientation = params.get('layout') === 'vertical' ? 'vertical' : 'horizontal'
  const wizard = useWizard<Values>({ wizard: 'account-setup', draftKey: `account-setup.${variant}`, steps: STEPS, initial: EMPTY })
  const { form, result } = wizard
  const steps = [
    { id: 'account', title: <Trans>Account details</Trans>, subtitle: <Trans>Sign-in name and role</Trans>, icon: <IconUser /> },
    { id: 'personal', title: <Trans>Personal info</Trans>, subtitle: <Trans>Name and languages</Trans>, icon: <IconId /> },
    { id: 'social', title: <Trans>Social links</Trans>, subtitle: <Trans>Optional web pages</Trans>, icon: <IconShare /> },
  ]
  const saved = (result?.values ?? {}) as Partial<Values>
  return (
    <>
      <PageHeader
        title={variant === 'numbered' ? <Trans>Form wizard with numbers</Trans> : <Trans>Form wizard with icons</Trans>}
        subtitle={<Trans>The shared wizard engine: each step is checked before the next, the step is in the address and a draft is kept.</Trans>}
      />
      <RadioGroup
        label={<Trans>Stepper layout</Trans>}
        orientation="horizontal"
        className={css({ mb: '4' })}
        value={orientation}
        onValueChange={(value) => setParams((prev) => { const next = new URLSearchParams(prev); if (value === 'vertical') next.set('layout', 'vertical'); else next.delete('layout'); return next }, { replace: true })}
        options={[{ value: 'horizontal', label: t`Horizontal` }, { value: 'vertical', label: t`Vertical` }]}
      />
      <WizardShell
        wizard={wizard}
        steps={steps}
        variant={variant}
        orientation={orientation}
        label={t`Account setup steps`}
        submitLabel={<Trans>Submit</Trans>}
        done={
          <DoneMessage icon={<IconCircleCheck />} title={<Trans>Account set up</Trans>}>
            <DetailList
              items={[
                { label: t`Username`, value: <span dir="ltr">{saved.username}</span> },
                { label: t`Email`, value: <span dir="ltr">{saved.email}</span> },
                { label: t`Name`, value: `${saved.lastName ?? ''} ${saved.firstName ?? ''}` },
                { label: t`Languages`, value: (saved.languages ?? []).map((l) => i18n._(LANGUAGE_LABELS[l])).join(t`, `) },
              ]}
            />
          </DoneMessage>
        }
      >
        {wizard.stepId === 'account' && <AccountStep form={form} />}
        {wizard.stepId === 'personal' && <PersonalStep form={form} />}
        {wizard.stepId === 'social' && <SocialStep form={form} />}
      </WizardShell>
    </>
  )
}

function AccountStep({ form }: { form: AccountForm }) {
  const { i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Username</Trans>} required errors={form.errorsOf('username')}>
        <Input {...form.field('username')} autoComplete="username" dir="ltr" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Email</Trans>} required errors={form.errorsOf('email')}>
        <Input {...form.field('email')} type="email" autoComplete="email" dir="ltr" className={ltrInput} />
      </FormField>
      <FormField label={<Trans>Role</Trans>} required errors={form.errorsOf('role')}>
        <Select {...form.field('role')} options={labelOptions(i18n, ACCOUNT_ROLES, ROLE_LABELS)} />
      </FormField>
    </div>
  )
}

function PersonalStep({ form }: { form: AccountForm }) {
  const { t, i18n } = useLingui()
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Last name</Trans>} required errors={form.errorsOf('lastName')}>
        <Input {...form.field('lastName')} autoComplete="family-name" />
      </FormField>
      <FormField label={<Trans>First name</Trans>} required errors={form.errorsOf('firstName')}>
        <Input {...form.field('firstName')} autoComplete="given-name" />
      </FormField>
      <FormField label={<Trans>Department</Trans>} errors={form.errorsOf('department')}>
        <Input {...form.field('department')} />
      </FormField>
      <Invalidable errors={form.errorsOf('languages')}>
        <Combobox
          label={t`Languages`}
          multiple
          options={labelOptions(i18n, ACCOUNT_LANGUAGES, LANGUAGE_LABELS)}
          value={form.values.languages}
          onValueChange={(value) => form.setValue('languages', value as Values['languages'])}
          invalid={form.errorsOf('languages').length > 0}
        />
      </Invalidable>
    </div>
  )
}

function SocialStep({ form }: { form: AccountForm }) {
  return (
    <div className={fieldGrid}>
      <FormField label={<Trans>Website</Trans>} errors={form.errorsOf('website')} className={span2}>
        <Input {...form.field('website')} type="url" dir="ltr" placeholder="https://" className={ltrInput} />
      </FormField>
      <FormField label="LinkedIn" errors={form.errorsOf('linkedin')}>
        <Input {...form.field('linkedin')} type="url" dir="ltr" placeholder="https://www.linkedin.com/in/…" className={ltrInput} />
      </FormField>
      <FormField label="X" errors={form.errorsOf('x')}>
        <Input {...form.field('x')} type="url" dir="ltr" placeholder="https://x.com/…" className={ltrInput} />
      </FormField>
    </div>
  )
}
