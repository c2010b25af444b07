import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { ACCOUNT_SETTINGS_TABS, type AccountSettings, type AccountSettingsTab } from '@/core/api/contract/demo/account-settings'
import { useResource } from '@/core/list/use-resource'
import { useRouteTab } from '@/core/routing/use-route-tab'
import { Alert, ErrorState, LoadingState, PageHeader, Tabs } from '@/ui'
import { AccountTab } from './AccountTab'
import { BillingTab } from './BillingTab'
import { ConnectionTab } from './ConnectionTab'
import { NotificationTab } from './NotificationTab'
import { SecurityTab } from './SecurityTab'
import { fetcher, settingsUrl, type TabProps } from './api'
import { TAB_LABELS } from './labels'

const ICONS = { account: IconUser, security: IconLock, 'billing-plans': IconBookmark, notification: IconBell, connection: IconLink } as const
const PANELS: Record<AccountSettingsTab, (props: TabProps) => ReactNode> = {
  account: AccountTab,
  security: SecurityTab,
  'billing-plans': BillingTab,
  notification: NotificationTab,
  connection: ConnectionTab,
}


/** `pages-account-settings-tab`: the signed-in account's settings, one tab per section, the tab in the URL. */
export default function AccountSettingsPage() {
  const { t, i18n } = useLingui()
  const { tab, unknown: rawTab, setTab } = useRouteTab<AccountSettingsTab>('pages-account-settings-tab', ACCOUNT_SETTINGS_TABS)
  const settings = useResource<AccountSettings>(settingsUrl, { fetcher })
  const data = settings.data
  return (
    <>
      <PageHeader title={<Trans>Account settings</Trans>} subtitle={<Trans>Your profile, sign-in security, plan, notifications and connected apps.</Trans>} />
      {rawTab !== undefined && (
        <Alert tone="info" className={css({ mb: '4' })}>{t`There is no “${rawTab}” tab; showing your account instead.`}</Alert>
      )}
      {data?.deactivated && tab !== 'account' && (
        <Alert tone="warning" className={css({ mb: '4' })}>{t`This account is deactivated. Reactivate it on the Account tab to change its settings.`}</Alert>
      )}
      {!data ? (
        settings.error ? (
          <ErrorState error={settings.error} onRetry={() => void settings.reload()} />
        ) : (
          <LoadingState label={t`Loading your settings…`} />
        )
      ) : (
        <Tabs
          label={t`Account settings sections`}
          variant="pills"
          value={tab}
          onValueChange={setTab}
          items={ACCOUNT_SETTINGS_TABS.map((value) => {
            const Icon = ICONS[value]
            const Panel = PANELS[value]
            return {
              value,
              label: i18n._(TAB_LABELS[value]),
              icon: <Icon size={18} aria-hidden />,
              content: <div className={css({ pt: '4' })}><Panel settings={data} onSaved={settings.setData} /></div>,
            }
          })}
        />
      )}
    </>
  )
}
