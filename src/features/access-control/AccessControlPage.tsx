import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { AbilityChecker } from './AbilityChecker'
import { AbilityScope } from './AbilityScope'
import { AbilityTiles } from './AbilityTiles'
import { YourAccess } from './YourAccess'

/** /access-control (spec §6): open to whoever may read AclDemo; what is inside follows the ability. */
export default function AccessControlPage() {
  return (
    <AbilityScope>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <header>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', m: '0' })}>
            <Trans>Access Control</Trans>
          </h1>
          <p className={css({ mt: '1', color: 'fg.muted', maxW: '48rem' })}>
            <Trans>This page is open to anyone whose rules let them read the ACL demo. What appears on it depends on the same rules.</Trans>
          </p>
        </header>
        <AbilityTiles />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1.3fr) minmax(0, 1fr)' }, gap: '6', alignItems: 'start' })}>
          <YourAccess />
          <AbilityChecker />
        </div>
      </div>
    </AbilityScope>
  )
}
