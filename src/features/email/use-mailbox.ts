import { useCallback, useMemo, useRef, useState } from 'react'
import { useParams, useSearchParams } from 'wouter'
import { useLingui } from '@lingui/react/macro'
import { useListQuery, type ListFetcher } from '@/core/list/use-list-query'
import { toApiFailure } from '@/core/list/api-failure'
import type { Email, EmailLabel, EmailsMeta, EmailsResponse, EmailUpdateInput } from '@/core/api/contract/demo/email'
import { toast } from '@/ui'
import { emailApi } from './api'
import { isLabel, isMailbox, type Mailbox } from './meta'

export type MailChange = { data?: EmailUpdateInput['data']; label?: EmailLabel }

/**
 * The e-mail screen's state: which mailbox or label (route), search and open message (URL, so a
 * reload finds the same view), the selection, the counts, and the one way to change messages.
 */
export function useMailbox() {
  const { t } = useLingui()
  const params = useParams<{ filter?: string; label?: string }>()
  const label = isLabel(params.label) ? params.label : undefined
  const mailbox: Mailbox = !label && isMailbox(params.filter) ? params.filter : 'inbox'
  const [meta, setMeta] = useState<EmailsMeta | null>(null)
  const fetcher = useCallback<ListFetcher>(async (_url, { query, signal }) => {
    const answer = await emailApi.list(query, signal)
    setMeta(answer.emailsMeta)
    return answer
  }, [])
  const list = useListQuery<Email>({
    url: 'apps/email',
    fetcher,
    defaults: { itemsPerPage: -1 },
    query: label ? { label } : { filter: mailbox },
    select: (r: EmailsResponse) => ({ items: r.emails, total: r.total }),
    debounceMs: 250,
  })

  const [search, setSearch] = useSearchParams()
  const openId = Number(search.get('open')) || null
  const open = useMemo(() => list.data.find((e) => e.id === openId) ?? null, [list.data, openId])
  const setOpen = useCallback(
    (id: number | null) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev)
        if (id === null) next.delete('open')
        else next.set('open', String(id))
        return next
      }),
    [setSearch],
  )

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  // A new mailbox or search starts with nothing selected.
  const viewKey = `${mailbox}|${label}|${list.state.q}`
  const lastView = useRef(viewKey)
  if (lastView.current !== viewKey) {
    lastView.current = viewKey
    if (selected.size) setSelected(new Set())
  }
  const visibleSelection = useMemo(() => list.data.filter((e) => selected.has(e.id)).map((e) => e.id), [list.data, selected])

  const refetch = list.refetch
  /** Sends one change for `ids`; true when it was saved. Failures are told in a toast (nothing was changed). */
  const change = useCallback(
    async (ids: number[], what: MailChange): Promise<boolean> => {
      if (!ids.length) return false
      try {
        const answer = await emailApi.update(ids, what)
        setMeta(answer.emailsMeta)
        refetch()
        return true
      } catch (error) {
        const failure = toApiFailure(error)
        toast.error(failure.offline ? t`You are offline and the change could not be saved.` : t`The change could not be saved.`, { description: failure.message })
        return false
      }
    },
    [refetch, t],
  )

  return { list, mailbox, label, meta, setMeta, open, openId, setOpen, selected, setSelected, visibleSelection, change }
}

export type MailboxState = ReturnType<typeof useMailbox>
