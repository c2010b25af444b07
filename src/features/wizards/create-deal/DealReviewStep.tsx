import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Checkbox, DetailList } from '@/ui'
import { Invalidable } from '../parts'
import { formatDay, formatDollars, formatNumber } from '../format'
import { DEAL_CATEGORY_LABELS, DEAL_PAYMENT_LABELS, DEAL_STATUS_LABELS, DEAL_TYPE_LABELS, REGION_LABELS, USER_TYPE_LABELS } from './labels'
import type { DealForm, DealValues } from './deal'

/** Everything entered, in the user's words, before the deal is created. */
export function DealSummary({ deal }: { deal: DealValues }) {
  const { t, i18n } = useLingui()
  const discount = deal.dealType === 'flat' ? formatDollars(i18n, deal.discount) : `${formatNumber(i18n, deal.discount)} %`
  const from = formatDay(i18n, deal.startDate)
  const to = formatDay(i18n, deal.endDate)
  return (
    <DetailList
      columns={2}
      items={[
        { label: t`Deal title`, value: deal.title },
        { label: t`Deal code`, value: <span dir="ltr">{deal.code.toUpperCase()}</span> },
        { label: t`Deal type`, value: i18n._(DEAL_TYPE_LABELS[deal.dealType]) },
        { label: t`Discount`, value: <span dir="ltr">{discount}</span> },
        { label: t`Region`, value: deal.region ? i18n._(REGION_LABELS[deal.region]) : '' },
        { label: t`Deal period`, value: t`${from} to ${to}` },
        { label: t`Offered categories`, value: deal.categories.map((c) => i18n._(DEAL_CATEGORY_LABELS[c])).join(t`, `) },
        { label: t`Who may use it`, value: i18n._(USER_TYPE_LABELS[deal.userType]) },
        { label: t`Maximum number of uses`, value: formatNumber(i18n, deal.maxUsers) },
        { label: t`Payment method`, value: i18n._(DEAL_PAYMENT_LABELS[deal.paymentMethod]) },
        { label: t`Deal status`, value: i18n._(DEAL_STATUS_LABELS[deal.dealStatus]) },
        { label: t`Once per customer`, value: deal.limitPerCustomer ? t`Yes` : t`No` },
        { label: t`Description`, value: deal.description, wide: true },
      ]}
    />
  )
}

export function DealReviewStep({ form }: { form: DealForm }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <DealSummary deal={form.values} />
      <Invalidable errors={form.errorsOf('confirmed')}>
        <Checkbox {...form.checkbox('confirmed')} invalid={form.errorsOf('confirmed').length > 0} label={<Trans>I have checked the details: create the deal</Trans>} />
      </Invalidable>
    </div>
  )
}
