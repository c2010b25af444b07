import { Trans } from '@lingui/react/macro'
import type { StoredNameCard } from '@/core/api/contract/product/process'
import { DetailList } from '@/ui'
import { FlaggedValue } from './DoubtfulFields'

const ltr = (value: string) => (value ? <span dir="ltr">{value}</span> : '')

/** The extracted fields, read-only. */
export function CardFields({ card }: { card: StoredNameCard }) {
  // A field the reader was unsure of carries a "Check" mark.
  const v = (field: Parameters<typeof FlaggedValue>[0]['field'], value: React.ReactNode) => (
    <FlaggedValue card={card} field={field}>
      {value}
    </FlaggedValue>
  )
  return (
    <DetailList
      items={[
        // The order a Japanese card is read, as on the edit form.
        { label: <Trans>Company</Trans>, value: card.company ? v('company', card.company) : '' },
        { label: <Trans>Department</Trans>, value: card.department ? v('department', card.department) : '' },
        { label: <Trans>Position</Trans>, value: card.position ? v('position', card.position) : '' },
        { label: <Trans>Name</Trans>, value: card.full_name ? v('full_name', card.full_name) : '' },
        { label: <Trans>Reading (kana)</Trans>, value: card.full_name_kana ? v('full_name_kana', card.full_name_kana) : '' },
        { label: <Trans>Postal code</Trans>, value: card.postal_code ? v('postal_code', ltr(card.postal_code)) : '' },
        { label: <Trans>Address</Trans>, value: card.address ? v('address', card.address) : '' },
        { label: <Trans>Phone</Trans>, value: card.phone_number ? v('phone_number', ltr(card.phone_number)) : '' },
        { label: <Trans>E-mail</Trans>, value: card.email ? v('email', ltr(card.email)) : '' },
        { label: <Trans>Website</Trans>, value: card.website ? v('website', ltr(card.website)) : '' },
      ]}
    />
  )
}
