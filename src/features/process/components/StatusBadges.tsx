import { useLingui } from '@lingui/react/macro'
import type { AnalystStatus, CardStatus } from '@/core/api/contract/product/process'
import { Badge } from '@/ui'
import { ANALYST_LABELS, CARD_STATUS_LABELS, errorLabel } from './status-labels'

export function AnalystBadge({ status }: { status: AnalystStatus | null }) {
  const { i18n } = useLingui()
  const s = ANALYST_LABELS[status ?? 'pending']
  return (
    <Badge tone={s.tone} dot size="sm">
      {i18n._(s.label)}
    </Badge>
  )
}

export function CardStatusBadge({ status }: { status: CardStatus }) {
  const { i18n } = useLingui()
  const s = CARD_STATUS_LABELS[status]
  return (
    <Badge tone={s.tone} variant="outline" size="sm">
      {i18n._(s.label)}
    </Badge>
  )
}

export function ErrorText({ message }: { message: string }) {
  const { i18n } = useLingui()
  if (!message) return null
  const label = errorLabel(message)
  return <>{typeof label === 'string' ? label : i18n._(label)}</>
}
