import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/ui'
import { toApiFailure } from '@/core/list/api-failure'
import { setConnected } from './profile-api'

/** Connect/disconnect one person: the flag is saved, then `apply` updates what the page shows. */
export function useConnectionToggle(apply: (name: string, isConnected: boolean) => void) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)
  const toggle = async (name: string, connect: boolean) => {
    setBusy(name)
    try {
      const saved = await setConnected(name, connect)
      apply(name, saved.isConnected)
      toast.success(saved.isConnected ? t`Connected with ${name}` : t`Disconnected from ${name}`)
    } catch (e) {
      toast.error(toApiFailure(e).offline ? t`You are offline. Try again when connected.` : t`Could not change the connection with ${name}. Please try again.`)
    } finally {
      setBusy(null)
    }
  }
  return { busy, toggle }
}
