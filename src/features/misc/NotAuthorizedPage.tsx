import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'

export default function NotAuthorizedPage() {
  return (
    <main className={css({ p: '8', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: '700' })}>
        <Trans>You are not authorized!</Trans>
      </h1>
    </main>
  )
}
