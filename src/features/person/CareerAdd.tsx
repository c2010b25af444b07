import { IconPlus } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/ui'
import { pathFor } from '@/core/routing/paths'

/** Adds a position: the career-history form, in "new" mode for this person. */
export function CareerAdd({ personId }: { personId: number; onAdded?: () => void }) {
  return (
    <ButtonLink href={pathFor('apps-career-history-edit', { id: 'new' }, { person_id: personId })} size="sm" variant="soft" startIcon={<IconPlus />}>
      <Trans>Add position</Trans>
    </ButtonLink>
  )
}
