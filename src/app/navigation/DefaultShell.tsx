import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import DefaultLayout from '@/layouts/default/DefaultLayout'
import { buildLayoutNavigation } from './layout-navigation'

/**
 * The default layout with the navigation the app derives from its route table. This module carries
 * the whole table (demo layer included), so it loads with the layout's chunk, never on /login.
 */
export default function DefaultShell({ children }: { children: ReactNode }) {
  useSignals()
  return <DefaultLayout navigation={buildLayoutNavigation()}>{children}</DefaultLayout>
}
