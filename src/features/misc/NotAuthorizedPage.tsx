import { Trans, useLingui } from '@lingui/react/macro'
import { MiscPage } from './MiscPage'
import { NotAuthorizedIllustration } from './illustrations/NotAuthorizedIllustration'

/** `/not-authorized` (spec §2, §5): a route's permission is missing. */
export default function NotAuthorizedPage() {
  const { t } = useLingui()
  return (
    <MiscPage
      code="401"
      title={<Trans>You are not authorized!</Trans>}
      message={<Trans>You don't have permission to open this page. Ask an administrator if you need it.</Trans>}
      illustration={<NotAuthorizedIllustration label={t`A padlock on a stack of name cards`} />}
    />
  )
}
