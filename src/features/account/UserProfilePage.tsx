import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconLayoutGrid, IconLink, IconUserCheck, IconUsers } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { PROFILE_TABS, type ProfileHeader, type ProfileTab } from '@/core/api/contract/demo/pages'
import { useResource } from '@/core/list/use-resource'
import { useRouteTab } from '@/core/routing/use-route-tab'
import { Alert, ErrorState, PageHeader, Tabs } from '@/ui'
import { profileFetcher, profileUrls } from './profile-api'
import { PROFILE_TAB_LABELS } from './profile-labels'
import { ProfileHeaderCard } from './ProfileHeaderCard'
import { ProfileAboutTab } from './ProfileAboutTab'
import { ProfileTeamsTab } from './ProfileTeamsTab'
import { ProfileProjectsTab } from './ProfileProjectsTab'
import { ProfileConnectionsTab } from './ProfileConnectionsTab'

const ICONS = { profile: IconUserCheck, teams: IconUsers, projects: IconLayoutGrid, connections: IconLink } as const
const PANELS: Record<ProfileTab, () => ReactNode> = {
  profile: ProfileAboutTab,
  teams: ProfileTeamsTab,
  projects: ProfileProjectsTab,
  connections: ProfileConnectionsTab,
}

/** `pages-user-profile-tab`: the sample profile's header and its four tabs, the tab in the URL. */
export default function UserProfilePage() {
  const { t, i18n } = useLingui()
  const { tab, unknown: rawTab, setTab } = useRouteTab<ProfileTab>('pages-user-profile-tab', PROFILE_TABS)
  const header = useResource<ProfileHeader>(profileUrls.header, { fetcher: profileFetcher })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={<Trans>User profile</Trans>} />
      {header.error ? <ErrorState error={header.error} onRetry={() => void header.reload()} compact /> : <ProfileHeaderCard header={header.data} />}
      {rawTab !== undefined && <Alert tone="info">{t`There is no “${rawTab}” tab; showing the profile instead.`}</Alert>}
      <Tabs
        label={t`Profile sections`}
        variant="pills"
        value={tab}
        onValueChange={setTab}
        items={PROFILE_TABS.map((value) => {
          const Icon = ICONS[value]
          const Panel = PANELS[value]
          return { value, label: i18n._(PROFILE_TAB_LABELS[value]), icon: <Icon size={18} aria-hidden />, content: <div className={css({ pt: '4' })}><Panel /></div> }
        })}
      />
    </div>
  )
}
