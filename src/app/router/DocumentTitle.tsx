import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import type { RouteDef } from '../routes/types'

/** Document title per route, in the active language (spec §8 names the misc pages' titles). */
export function DocumentTitle({ route }: { route: RouteDef }) {
  const { i18n } = useLingui()
  useEffect(() => {
    document.title = i18n._(route.title)
  }, [route, i18n, i18n.locale])
  return null
}
