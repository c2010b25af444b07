import { useState } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { toApiFailure } from '@/core/list/api-failure'
import { toast } from '@/ui'
import { processApi } from '../api'
import { kickAnalysis } from '../analysis/analysis-runner'
import { announce } from '../analysis/live-updates'

/** Bulk checks and re-runs on a process's cards, with the server's 403/409 explained in a toast. */
export function useCardActions(processId: number, onDone: () => void) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key)
    try {
      toast.success(await action())
      announce({ type: 'cards-changed', processId })
      onDone()
      return true
    } catch (error) {
      const failure = toApiFailure(error)
      toast.error(failure.status === 403 ? t`You are not allowed to do this` : t`Nothing was changed`, { description: failure.message })
      return false
    } finally {
      setBusy(null)
    }
  }

  return {
    busy,
    checkOffice: (ids: number[]) =>
      run('office', async () => {
        const { items } = await processApi.check(processId, ids, 'checked_by_office')
        const n = items.length
        return plural(n, { one: '# card checked by office', other: '# cards checked by office' })
      }),
    checkSales: (ids: number[]) =>
      run('sales', async () => {
        const { merged } = await processApi.check(processId, ids, 'checked_by_sales')
        const created = merged.filter((m) => m.person_created).length
        const updated = merged.length - created
        const cards = plural(merged.length, { one: '# card checked by sales', other: '# cards checked by sales' })
        const persons = plural(created, { one: '# new person', other: '# new persons' })
        return t`${cards}: ${persons}, ${updated} updated`
      }),
    rerun: (ids?: number[]) =>
      run('rerun', async () => {
        const { items } = await processApi.rerun(processId, ids)
        kickAnalysis()
        const n = items.length
        return plural(n, { one: '# card sent back for analysis', other: '# cards sent back for analysis' })
      }),
  }
}
