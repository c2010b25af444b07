import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { addNavigationBlocker } from '@/core/navigation/navigation-blocker'
import { confirm } from '../confirm/confirm'

/**
 * While `dirty`, leaving the page asks first: links and back/forward get our confirm dialog,
 * reload/close gets the browser's own prompt. Saving (dirty → false) lifts the guard.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useLingui()
  const title = t`Leave without saving?`
  const message = t`Your changes on this page will be lost.`
  const confirmLabel = t`Leave`
  const cancelLabel = t`Stay`
  useEffect(() => {
    if (!dirty) return
    return addNavigationBlocker(() => confirm({ title, message, confirmLabel, cancelLabel, danger: true }))
  }, [dirty, title, message, confirmLabel, cancelLabel])
}
