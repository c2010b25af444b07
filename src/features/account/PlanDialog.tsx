import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { PLANS, PlanSchema, type AccountSettings, type Plan } from '@/core/api/contract/demo/account-settings'
import { Button, ChoiceCards, Dialog, FormAlert, Switch, toast, useForm } from '@/ui'
import { accountApi, type TabProps } from './api'
import { PLAN_DESCRIPTIONS, PLAN_LABELS, PLAN_PRICES } from './labels'

/** Choose another plan and how often it is billed; saved with PUT …/plan. */
export function PlanDialog({ settings, onSaved, onClose }: TabProps & { onClose: () => void }) {
  const { t, i18n } = useLingui()
  const form = useForm(PlanSchema, { plan: settings.plan.plan, cycle: settings.plan.cycle })
  const annual = form.values.cycle === 'annual'
  const usd = (n: number) => i18n.number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const save = form.handleSubmit(async (data) => {
    const next: AccountSettings = await accountApi.saveSection('plan', data)
    onSaved(next)
    toast.success(t`Plan changed to ${i18n._(PLAN_LABELS[next.plan.plan])}`)
    onClose()
  })
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t`Change plan`}
      description={t`Prices are per user and month, in US dollars.`}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={form.submitting} disabled={!form.dirty} onClick={() => void save()}>
            <Trans>Change plan</Trans>
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Switch label={t`Pay yearly (save up to 25%)`} checked={annual} onCheckedChange={(on) => form.setValue('cycle', on ? 'annual' : 'monthly')} />
        <ChoiceCards
          type="radio"
          name="plan"
          label={t`Plan`}
          columns={3}
          value={form.values.plan}
          onValueChange={(plan) => form.setValue('plan', plan as Plan)}
          options={PLANS.map((p) => {
            const price = annual ? PLAN_PRICES[p].annualPerMonth : PLAN_PRICES[p].monthly
            return { value: p, title: i18n._(PLAN_LABELS[p]), description: `${price ? usd(price) : t`Free`} · ${i18n._(PLAN_DESCRIPTIONS[p])}` }
          })}
        />
        <FormAlert message={form.formError} />
      </div>
    </Dialog>
  )
}
