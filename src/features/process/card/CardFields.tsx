import { Trans } from '@lingui/react/macro'
import type { StoredNameCard } from '@/core/api/contract/product/process'
import { DetailList } from '@/ui'

const ltr = (value: string) => (value ? <span dir="ltr">{value}</span> : '')

/** The extracted fields, read-only. */
export function CardFields({ card }: { card: StoredNameCard }) {
  return (
    <DetailList
      items={[
        // The order a Japanese card is read, as on the edit form.
        { label: <Trans>Company</Trans>, value: card.company },
        { label: <Trans>Department</Trans>, value: card.department },
        { label: <Trans>Position</Trans>, value: card.position },
        { label: <Trans>Name</Trans>, value: card.full_name },
        { label: <Trans>Reading (kana)</Trans>, value: card.full_name_kana },
        { label: <Trans>Postal code</Trans>, value: ltr(card.postal_code) },
        { label: <Trans>Address</Trans>, value: card.address },
        { label: <Trans>Phone</Trans>, value: ltr(card.phone_number) },
        { label: <Trans>E-mail</Trans>, value: ltr(card.email) },
        { label: <Trans>Website</Trans>, value: ltr(card.website) },
      ]}
    />
  )
}
