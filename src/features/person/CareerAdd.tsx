import { IconPlus } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/ui'

/** Adds a position: the career-history form, in "new" mode for this person. */
export function CareerAdd({ personId }: { personId: number; onAdded?: () => void }) {
  return (
    <ButtonLink href={`/apps/career-history/edit/new?person_id=${personId}`} size="sm" variant="soft" startIcon={<IconPlus />}>
      <Trans>Add position</Trans>
    </ButtonLink>
  )
}
