import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/ui'
import { pathFor } from '@/core/routing/paths'
import { MiscScreen } from './MiscScreen'

/** /pages/misc/under-maintenance. */
export default function UnderMaintenancePage() {
  return (
    <MiscScreen scene="maintenance" title={<Trans>Under maintenance</Trans>} text={<Trans>Sorry for the inconvenience, but we are doing some maintenance right now. Your cards are safe; please come back in a little while.</Trans>}>
      <ButtonLink href={pathFor('root')}>
        <Trans>Back to home</Trans>
      </ButtonLink>
    </MiscScreen>
  )
}
