import { useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { IconLogout, IconPalette, IconSettings, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { signOut, userData } from '@/core/session/session'
import { pathFor } from '@/core/routing/paths'
import { useNames } from '@/core/names/use-names'
import { Avatar } from '@/ui/Avatar'
import { Menu, type MenuItem } from '@/ui/Menu'
import { StorageUsage } from '@/ui/StorageUsage'
import { customizerOpen } from '../layout-state'
import { useLayoutNavigation } from '../navigation'

/** Name, role, profile, settings, log out (spec §1 top bar). */
export function UserMenu() {
  useSignals()
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { profileHref: profile, settingsHref: settings } = useLayoutNavigation()
  const names = useNames()
  const user = userData.value
  if (!user) return null
  // One name per language: 佐藤 陽翔 in Japanese, Haruto Sato elsewhere.
  const name = names.display(user)
  const roles: Record<string, string> = { admin: t`Administrator`, office: t`Office staff`, sales: t`Sales staff`, client: t`Client` }
  const items: MenuItem[] = [
    {
      type: 'group',
      label: (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '3', textTransform: 'none', letterSpacing: 'normal', py: '1' })}>
          <Avatar name={name} src={user.avatar} size="md" decorative />
          <span className={css({ display: 'flex', flexDirection: 'column' })}>
            <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg' })}>{name}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '400' })}>{roles[user.role] ?? user.role}</span>
          </span>
        </span>
      ),
    },
    // Photos and unsynced records live on this device: how full it is, before it is too late.
    { type: 'group', label: <StorageUsage /> },
    { type: 'separator' },
  ]
  if (profile) items.push({ value: 'profile', label: t`My profile`, icon: <IconUser />, onSelect: () => navigate(profile) })
  if (settings) items.push({ value: 'settings', label: t`Settings`, icon: <IconSettings />, onSelect: () => navigate(settings) })
  // The customizer's own tab is hidden on phones: this is its way in on every screen.
  items.push({ value: 'customizer', label: t`Theme and layout`, icon: <IconPalette />, onSelect: () => (customizerOpen.value = true) })
  items.push({ type: 'separator' })
  items.push({
    value: 'logout',
    label: t`Log out`,
    icon: <IconLogout className="flip-rtl" />,
    danger: true,
    onSelect: () => {
      signOut()
      navigate(pathFor('login'))
    },
  })
  return (
    <Menu
      trigger={
        <button type="button" aria-label={t`Account menu for ${name}`} data-testid="user-menu-trigger" className={css({ position: 'relative', border: 'none', bg: 'transparent', p: '0.5', borderRadius: 'full', cursor: 'pointer', ms: '1' })}>
          <Avatar name={name} src={user.avatar} size="md" decorative />
          <span aria-hidden className={css({ position: 'absolute', bottom: '0.5', insetInlineEnd: '0.5', w: '2.5', h: '2.5', borderRadius: 'full', bg: 'success', border: '2px solid token(colors.bg.surface)' })} />
        </button>
      }
      items={items}
    />
  )
}
