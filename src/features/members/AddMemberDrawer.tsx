import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { DEMO_USER_PLANS, DEMO_USER_ROLES, DEMO_USER_STATUSES, NewDemoUserSchema, type DemoUserDetail, type NewDemoUser } from '@/core/api/contract/demo/users'
import { FormActions, Drawer, FormAlert, FormField, Input, Select, confirm, toast, useFormOnOpen } from '@/ui'
import { membersApi } from './api'
import { PLAN_LABELS, ROLE_LABELS, STATUS_LABELS } from './labels'
import { registerMemberMessages } from './member-messages'

registerMemberMessages()

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (member: DemoUserDetail) => void
  /** Opens the new member's page (a button in the confirmation toast). */
  onView: (member: DemoUserDetail) => void
}

const empty: NewDemoUser = { fullName: '', email: '', username: '', company: '', country: '', contact: '', role: 'subscriber', currentPlan: 'basic', status: 'Pending', avatar: '' }
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } })

/** "Add member" from the list: a drawer with the member form, saved through POST /api/apps/users. */
export function AddMemberDrawer({ open, onOpenChange, onCreated, onView }: Props) {
  const { t, i18n } = useLingui()
  const form = useFormOnOpen(NewDemoUserSchema, open, () => empty)

  const close = async () => {
    if (form.dirty && !form.submitting && !(await confirm({ title: t`Discard this member?`, message: t`What you typed will be lost.`, confirmLabel: t`Discard`, danger: true }))) return
    onOpenChange(false)
  }
  const submit = form.handleSubmit(async (input) => {
    const { body } = await membersApi.create(input)
    toast.success(t`Member added`, { description: body.fullName, action: { label: t`View`, onClick: () => onView(body) } })
    onOpenChange(false)
    onCreated(body)
  })

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : void close())}
      size="md"
      title={t`Add member`}
      description={t`Fields marked * are required.`}
      footer={<FormActions formId="member-create" saveLabel={<Trans>Add member</Trans>} submitting={form.submitting} onCancel={() => void close()} />}
    >
      <form id="member-create" noValidate onSubmit={(e) => void submit(e)} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert message={form.formError} />
        <FormField label={t`Full name`} required errors={form.errorsOf('fullName')}>
          <Input {...form.field('fullName')} autoComplete="off" />
        </FormField>
        <FormField label={t`E-mail`} required errors={form.errorsOf('email')}>
          <Input {...form.field('email')} type="email" autoComplete="off" dir="ltr" />
        </FormField>
        <div className={grid}>
          <FormField label={t`Username`} hint={t`Left empty: the part of the e-mail before @.`} errors={form.errorsOf('username')}>
            <Input {...form.field('username')} autoComplete="off" dir="ltr" />
          </FormField>
          <FormField label={t`Contact`} errors={form.errorsOf('contact')}>
            <Input {...form.field('contact')} type="tel" autoComplete="off" dir="ltr" />
          </FormField>
          <FormField label={t`Company`} errors={form.errorsOf('company')}>
            <Input {...form.field('company')} autoComplete="off" />
          </FormField>
          <FormField label={t`Country`} errors={form.errorsOf('country')}>
            <Input {...form.field('country')} autoComplete="off" />
          </FormField>
          <FormField label={t`Role`} required errors={form.errorsOf('role')}>
            <Select {...form.field('role')} options={DEMO_USER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))} />
          </FormField>
          <FormField label={t`Plan`} required errors={form.errorsOf('currentPlan')}>
            <Select {...form.field('currentPlan')} options={DEMO_USER_PLANS.map((p) => ({ value: p, label: i18n._(PLAN_LABELS[p]) }))} />
          </FormField>
          <FormField label={t`Status`} errors={form.errorsOf('status')}>
            <Select {...form.field('status')} options={DEMO_USER_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))} />
          </FormField>
        </div>
      </form>
    </Drawer>
  )
}
