import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { useLingui } from '@lingui/react/macro'
import type { ChatsAndContactsResponse, ChatWithContactResponse } from '@/core/api/contract/demo/chat'
import { isAbortError, toApiFailure, type ApiFailure } from '@/core/list/api-failure'
import { toast } from '@/ui'
import { chatApi } from './api'

/**
 * The chat screen's state: the left pane's lists (search `q` and the open contact `user` live in the
 * URL, so a reload finds the same view), the open conversation, and sending.
 */
export function useChat() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const userId = Number(params.get('user')) || null
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      }, { replace: key === 'q' }),
    [setParams],
  )

  const [search, setSearch] = useState(q)
  const [lists, setLists] = useState<ChatsAndContactsResponse | null>(null)
  const [listsLoading, setListsLoading] = useState(true)
  const [listsError, setListsError] = useState<ApiFailure | null>(null)
  const listAbort = useRef<AbortController | null>(null)
  const loadLists = useCallback(async (query: string) => {
    listAbort.current?.abort()
    const controller = new AbortController()
    listAbort.current = controller
    setListsLoading(true)
    try {
      const answer = await chatApi.list(query, controller.signal)
      setLists(answer)
      setListsError(null)
    } catch (error) {
      if (!isAbortError(error) && !controller.signal.aborted) setListsError(toApiFailure(error))
    } finally {
      if (!controller.signal.aborted) setListsLoading(false)
    }
  }, [])
  // Search is debounced, then kept in the URL.
  useEffect(() => {
    const id = setTimeout(() => {
      if (search !== q) setParam('q', search.trim() || null)
    }, 250)
    return () => clearTimeout(id)
  }, [search, q, setParam])
  useEffect(() => {
    void loadLists(q)
  }, [q, loadLists])

  const [open, setOpen] = useState<ChatWithContactResponse | null>(null)
  const [openError, setOpenError] = useState<ApiFailure | null>(null)
  const [openLoading, setOpenLoading] = useState(false)
  const loadOpen = useCallback(async (id: number, signal?: AbortSignal) => {
    setOpenLoading(true)
    try {
      const answer = await chatApi.open(id, signal)
      setOpen(answer)
      setOpenError(null)
      // Opening reset the unseen count on the server: show it in the list at once.
      setLists((prev) => prev && { ...prev, chatsContacts: prev.chatsContacts.map((c) => (c.id === id ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c)) })
    } catch (error) {
      if (!isAbortError(error) && !signal?.aborted) setOpenError(toApiFailure(error))
    } finally {
      if (!signal?.aborted) setOpenLoading(false)
    }
  }, [])
  useEffect(() => {
    if (userId === null) {
      setOpen(null)
      setOpenError(null)
      return
    }
    const controller = new AbortController()
    void loadOpen(userId, controller.signal)
    return () => controller.abort()
  }, [userId, loadOpen])

  const [sending, setSending] = useState(false)
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!open || !lists) return false
      setSending(true)
      try {
        const answer = await chatApi.send(open.contact.id, text, lists.profileUser.id)
        setOpen((prev) => {
          if (!prev) return prev
          const chat = answer.chat ?? (prev.chat ? { ...prev.chat, messages: [...prev.chat.messages, answer.msg] } : null)
          return { ...prev, chat }
        })
        void loadLists(q)
        return true
      } catch (error) {
        const failure = toApiFailure(error)
        toast.error(failure.offline ? t`You are offline and the message was not sent.` : t`The message could not be sent.`, { description: failure.message })
        return false
      } finally {
        setSending(false)
      }
    },
    [open, lists, loadLists, q, t],
  )

  return {
    lists, listsLoading, listsError, reloadLists: () => void loadLists(q),
    search, setSearch, userId, openUser: (id: number | null) => setParam('user', id === null ? null : String(id)),
    open: open && open.contact.id === userId ? open : null, openLoading, openError, reloadOpen: () => userId !== null && void loadOpen(userId),
    sending, send,
  }
}
