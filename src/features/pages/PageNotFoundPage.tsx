import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/ui'
import { pathFor } from '@/core/routing/paths'
import { MiscScreen } from './MiscScreen'

/** /pages/misc/page-not-found: the demo of the 404 screen (the app's own catch-all stays in features/misc). */
export default function PageNotFoundPage() {
  return (
    <MiscScreen scene="lost" eyebrow="404" title={<Trans>Page not found</Trans>} text={<Trans>We couldn’t find the page you are looking for. Check the address, or go back to the start.</Trans>}>
      <ButtonLink href={pathFor('root')}>
        <Trans>Back to home</Trans>
      </ButtonLink>
    </MiscScreen>
  )
}
