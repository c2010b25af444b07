import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { IconAlertTriangle } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { DoubtableField, StoredNameCard } from '@/core/api/contract/product/process'

// Fields the on-device reader was unsure of (issue 19), highlighted on the card detail and edit
// pages so the office compares them with the photo instead of trusting them. Kept apart from the
// page layouts: a page shows <DoubtfulFieldsNote> once and marks each flagged value or input.

export const isDoubtful = (card: Pick<StoredNameCard, 'doubtful_fields'> | undefined, field: DoubtableField) => card?.doubtful_fields?.includes(field) ?? false

const markStyle = css({
  display: 'inline-flex', alignItems: 'center', gap: '1', ms: '2', px: '1.5', borderRadius: 'sm',
  bg: 'warning.subtle', color: 'warning.text', fontSize: 'xs', fontWeight: 'medium', verticalAlign: 'middle', whiteSpace: 'nowrap',
})

/** A small "To check" mark after a value or label the reader was unsure of, or after a field it expected and did not find. */
export function DoubtfulMark({ missing = false }: { missing?: boolean }) {
  const { t } = useLingui()
  return (
    <span className={markStyle} title={missing ? t`The reader found none on the card: look for it on the photo` : t`The reader was unsure of this field: compare it with the photo`}>
      <IconAlertTriangle size={12} aria-hidden />
      <Trans>To check</Trans>
    </span>
  )
}

/** The value with a mark after it when the field is flagged; a flagged empty field says it was not found. */
export function FlaggedValue({ card, field, children }: { card: StoredNameCard; field: DoubtableField; children: React.ReactNode }) {
  if (!isDoubtful(card, field)) return <>{children}</>
  if (!card[field])
    return (
      <span>
        <span className={css({ color: 'fg.subtle' })}>
          <Trans>Not found on the card</Trans>
        </span>
        <DoubtfulMark missing />
      </span>
    )
  return (
    <span className={css({ bg: 'warning.subtle', borderRadius: 'sm', px: '1', mx: '-1' })}>
      {children}
      <DoubtfulMark />
    </span>
  )
}

/** How many fields of a card in a list wait for the office's look; nothing when none does. */
export function DoubtfulCount({ card }: { card: Pick<StoredNameCard, 'doubtful_fields'> }) {
  const count = card.doubtful_fields?.length ?? 0
  if (!count) return null
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'warning.text', whiteSpace: 'nowrap' })}>
      <IconAlertTriangle size={12} aria-hidden />
      <Plural value={count} one="# field to check" other="# fields to check" />
    </span>
  )
}

/** One note above the fields: which ones to compare with the photo, and which to look for on it. Nothing when none is flagged. */
export function DoubtfulFieldsNote({ card }: { card: StoredNameCard }) {
  const { t } = useLingui()
  const labels: Record<DoubtableField, string> = {
    full_name: t`Name`, full_name_kana: t`Reading (kana)`, email: t`E-mail`, phone_number: t`Phone`, company: t`Company`,
    department: t`Department`, position: t`Position`, address: t`Address`, postal_code: t`Postal code`, website: t`Website`,
  }
  const flagged = card.doubtful_fields ?? []
  const unsure = flagged.filter((f) => card[f])
  const unfound = flagged.filter((f) => !card[f])
  if (!flagged.length) return null
  const listOf = (fields: DoubtableField[]) => fields.map((f) => labels[f]).join(t`, `)
  const list = listOf(unsure)
  const missing = listOf(unfound)
  return (
    <p role="note" className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', mb: '3', p: '3', borderRadius: 'md', bg: 'warning.subtle', color: 'warning.text', fontSize: 'sm' })}>
      <IconAlertTriangle size={16} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
      <span>
        {unsure.length > 0 && <Trans>The reader was unsure of: {list}. Compare them with the photo before the office check.</Trans>}
        {unsure.length > 0 && unfound.length > 0 && ' '}
        {unfound.length > 0 && <Trans>Not found on the card: {missing}. Look for them on the photo before the office check.</Trans>}
      </span>
    </p>
  )
}
