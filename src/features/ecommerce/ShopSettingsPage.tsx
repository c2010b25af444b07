import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconBell, IconBuildingStore, IconCreditCard, IconMapPin, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { SHOP_SETTINGS_TABS, type ShopSettings, type ShopSettingsTab } from '@/core/api/contract/demo/shop-settings'
import { useResource } from '@/core/list/use-resource'
import { useRouteTab } from '@/core/routing/use-route-tab'
import { Alert, ErrorState, LoadingState, PageHeader, Tabs } from '@/ui'
import { fetcher, shopSettingsUrl, type ShopTabProps } from './settings/api'
import { CheckoutTab } from './settings/CheckoutTab'
import { LocationsTab } from './settings/LocationsTab'
import { NotificationsTab } from './settings/NotificationsTab'
import { PaymentsTab } from './settings/PaymentsTab'
import { ShippingTab } from './settings/ShippingTab'
import { StoreTab } from './settings/StoreTab'
import { TAB_LABELS } from './settings/labels'

const ICONS = { store: IconBuildingStore, payments: IconCreditCard, checkout: IconShoppingCart, shipping: IconTruckDelivery, locations: IconMapPin, notifications: IconBell } as const
const PANELS: Record<ShopSettingsTab, (props: ShopTabProps) => ReactNode> = {
  store: StoreTab,
  payments: PaymentsTab,
  checkout: CheckoutTab,
  shipping: ShippingTab,
  locations: LocationsTab,
  notifications: NotificationsTab,
}

/** `apps-ecommerce-settings`: the demo shop's settings, one tab per area, the tab in the URL. */
export default function ShopSettingsPage() {
  const { t, i18n } = useLingui()
  const { tab, unknown: rawTab, setTab } = useRouteTab<ShopSettingsTab>('apps-ecommerce-settings', SHOP_SETTINGS_TABS)
  const settings = useResource<ShopSettings>(shopSettingsUrl, { fetcher })
  const data = settings.data
  return (
    <>
      <PageHeader title={<Trans>Shop settings</Trans>} subtitle={<Trans>Store details, payments, checkout, shipping, locations and notifications of the demo shop.</Trans>} />
      {rawTab !== undefined && <Alert tone="info" className={css({ mb: '4' })}>{t`There is no “${rawTab}” tab; showing the store details instead.`}</Alert>}
      {!data ? (
        settings.error ? (
          <ErrorState error={settings.error} onRetry={() => void settings.reload()} />
        ) : (
          <LoadingState label={t`Loading the shop settings…`} />
        )
      ) : (
        <Tabs
          label={t`Shop settings sections`}
          variant="pills"
          orientation="vertical"
          value={tab}
          onValueChange={setTab}
          items={SHOP_SETTINGS_TABS.map((value) => {
            const Icon = ICONS[value]
            const Panel = PANELS[value]
            return { value, label: i18n._(TAB_LABELS[value]), icon: <Icon size={18} aria-hidden />, content: <Panel settings={data} onSaved={settings.setData} /> }
          })}
        />
      )}
    </>
  )
}
