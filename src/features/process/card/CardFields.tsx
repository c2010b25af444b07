import { Trans } from '@lingui/react/macro'
import type { DoubtableField, StoredNameCard } from '@/core/api/contract/product/process'
import { DetailList } from '@/ui'
import { FlaggedValue, isDoubtful } from './DoubtfulFields'

const ltr = (value: string) => (value ? <span dir="ltr">{value}</span> : '')

/** The extracted fields, read-only. */
export function CardFields({ card }: { card: StoredNameCard }) {
  // A field the reader was unsure of carries a "Check" mark; an empty one it expected says it was not found.
  const v = (field: DoubtableField, value: React.ReactNode) =>
    value || isDoubtful(card, field) ? (
      <FlaggedValue card={card} field={field}>
        {value}
      </FlaggedValue>
    ) : (
      ''
    )
  return (
    <DetailList
      items={[
        // The order a Japanese card is read, as on the edit form.
        { label: <Trans>Company</Trans>, value: v('company', card.company) },
        { label: <Trans>Department</Trans>, value: v('department', card.department) },
        { label: <Trans>Position</Trans>, value: v('position', card.position) },
        { label: <Trans>Name</Trans>, value: v('full_name', card.full_name) },
        { label: <Trans>Reading (kana)</Trans>, value: v('full_name_kana', card.full_name_kana) },
        { label: <Trans>Postal code</Trans>, value: v('postal_code', ltr(card.postal_code)) },
        { label: <Trans>Address</Trans>, value: v('address', card.address) },
        { label: <Trans>Phone</Trans>, value: v('phone_number', ltr(card.phone_number)) },
        { label: <Trans>E-mail</Trans>, value: v('email', ltr(card.email)) },
        { label: <Trans>Website</Trans>, value: v('website', ltr(card.website)) },
      ]}
    />
  )
}
