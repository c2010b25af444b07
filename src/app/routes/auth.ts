import { msg } from '@lingui/core/macro'
import { IconShieldLock } from '@tabler/icons-react'
import { guestOnly } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Sign-in and the ACL demo (spec §2, §6).
const auth = areaRoutes({ area: 'auth', access: guestOnly, layout: 'blank' })
// Spec §6: the client account reads the ACL demo subject; admin manages all.
const accessControl = areaRoutes({ area: 'access-control', access: { kind: 'auth', ability: { action: 'read', subject: 'AclDemo' } } })

export const authRoutes: RouteDef[] = [
  auth('login', msg`Sign in`, () => import('@/features/auth/LoginPage')),
  accessControl('access-control', msg`Access Control`, () => import('@/features/access-control/AccessControlPage'), {
    menu: { group: 'pages', label: msg`Access Control`, icon: IconShieldLock, order: 90 },
    search: { category: 'pages', label: msg`Access Control`, icon: 'shield-lock' },
  }),
]
