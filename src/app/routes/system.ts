import { msg } from '@lingui/core/macro'
import type { RouteDef } from './types'

export const systemRoutes: RouteDef[] = [
  {
    name: 'not-authorized',
    path: '/not-authorized',
    layout: 'blank',
    access: { kind: 'public' },
    area: 'misc',
    title: msg`Not Authorized - 401`,
    page: () => import('@/features/misc/NotAuthorizedPage'),
  },
]
