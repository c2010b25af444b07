import { msg } from '@lingui/core/macro'
import { IconShieldLock } from '@tabler/icons-react'
import type { RouteDef } from './types'

// Sign-in and the ACL demo (spec §2, §6).
export const authRoutes: RouteDef[] = [
  {
    name: 'login',
    path: '/login',
    layout: 'blank',
    access: { kind: 'guest' },
    area: 'auth',
    title: msg`Sign in`,
    page: () => import('@/features/auth/LoginPage'),
  },
  {
    name: 'access-control',
    path: '/access-control',
    layout: 'default',
    // Spec §6: the client account reads the ACL demo subject; admin manages all.
    access: { kind: 'auth', ability: { action: 'read', subject: 'AclDemo' } },
    area: 'access-control',
    title: msg`Access Control`,
    page: () => import('@/features/access-control/AccessControlPage'),
    menu: { group: 'pages', label: msg`Access Control`, icon: IconShieldLock, order: 90 },
    search: { category: 'pages', label: msg`Access Control`, icon: 'shield-lock' },
  },
]
