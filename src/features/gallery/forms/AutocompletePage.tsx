import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Alert, Combobox, type ComboboxOption } from '@/ui'
import { demoApi } from '@/core/api/client'
import type { DemoUserList } from '@/core/api/contract/demo/users'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

/** Members whose name or e-mail match, from the demo server (works offline too: the worker answers). */
function useMemberSearch(text: string) {
  const [options, setOptions] = useState<ComboboxOption[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)
  useEffect(() => {
    const ticket = ++latest.current
    setLoading(true)
    // A short pause so a fast typist sends one request, not one per key.
    const timer = window.setTimeout(() => {
      demoApi<DemoUserList>('apps/users', { query: { q: text, itemsPerPage: 8 } })
        .then((res) => {
          if (ticket !== latest.current) return
          setOptions(res.users.map((u) => ({ value: String(u.id), label: u.fullName, description: u.email })))
          setFailed(false)
        })
        .catch(() => ticket === latest.current && setFailed(true))
        .finally(() => ticket === latest.current && setLoading(false))
    }, 200)
    return () => window.clearTimeout(timer)
  }, [text])
  return { options, loading, failed }
}

export default function AutocompletePage() {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const { options, loading, failed } = useMemberSearch(text)
  return (
    <GalleryPage section="forms" title={t`Autocomplete`} intro={t`Suggestions fetched as you type, from the demo server's members.`}>
      <Example title={t`Search members`} state={{ text, chosen }} usage={`<Combobox options={fetched} onInputChange={search} loading={busy} … />`}>
        <Combobox label={t`Member`} options={options} value={chosen} onValueChange={setChosen} onInputChange={setText} loading={loading} placeholder={t`Type a name or an e-mail`} />
        {failed && <Alert tone="danger">{t`Members could not be searched. Try again in a moment.`}</Alert>}
      </Example>
    </GalleryPage>
  )
}
