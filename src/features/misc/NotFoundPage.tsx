import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'wouter'
import { MiscPage } from './MiscPage'
import { NotFoundIllustration } from './illustrations/NotFoundIllustration'

/** Any unknown path, and `pages-misc-not-found` (spec §2). */
export default function NotFoundPage() {
  const { t } = useLingui()
  const { error } = useParams<{ error?: string }>()
  return (
    <MiscPage
      code={error && /^\d{3}$/.test(error) ? error : '404'}
      title={<Trans>Page not found ⚠️</Trans>}
      message={<Trans>We couldn't find the page you are looking for. Check the address, or head back.</Trans>}
      illustration={<NotFoundIllustration label={t`A magnifier searching among name cards`} />}
    />
  )
}
