import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { IconArrowDown, IconArrowUp, IconCornerDownLeft, IconFileText, IconSearch, IconMoodEmpty } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import { useLayoutNavigation, type SearchOption, type SearchSection } from '../navigation'

export const SEARCH_DEBOUNCE_MS = 200

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

const kbd = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '5', h: '5', px: '1', borderRadius: 'sm', border: '1px solid token(colors.border)', bg: 'bg.subtle', fontSize: 'xs', color: 'fg.muted' })

/** App-bar search (spec §1, §7): queries /api/app-bar/search, grouped results, full keyboard use. */
export default function SearchDialog({ open, onOpenChange }: Props) {
  useSignals()
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [, navigate] = useLocation()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<SearchSection[] | null>(null)
  const [error, setError] = useState(false)
  const [loading, setLoading] = useState(false)
  const [active, setActive] = useState(0)
  const { shortcuts, search } = useLayoutNavigation()

  useEffect(() => {
    const q = query.trim()
    if (!q) return
    let cancelled = false
    const abort = new AbortController()
    const timer = setTimeout(() => {
      setLoading(true)
      search(q, abort.signal)
        .then((result) => {
          if (cancelled) return
          setFound(result)
          setError(false)
          setActive(0)
        })
        .catch(() => {
          if (!cancelled) setError(true)
        })
        .finally(() => {
          if (!cancelled) setLoading(false)
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      cancelled = true
      abort.abort()
      clearTimeout(timer)
    }
  }, [query, search])

  const sections: SearchSection[] = useMemo(() => {
    if (!query.trim()) {
      const suggestions = shortcuts.map(({ name, href, label, icon }) => ({ key: name, href, title: label, icon }))
      return suggestions.length ? [{ key: 'suggestions', title: t`Suggestions`, options: suggestions }] : []
    }
    return found ?? []
  }, [query, found, shortcuts, t])
  const options = sections.flatMap((s) => s.options)
  const current = Math.min(active, Math.max(0, options.length - 1))
  const text = (title: string | MessageDescriptor) => (typeof title === 'string' ? title : i18n._(title))

  const choose = (option: SearchOption | undefined) => {
    if (!option) return
    onOpenChange(false)
    navigate(option.href)
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!options.length) return
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((current + 1) % options.length)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((current - 1 + options.length) % options.length)
    } else if (e.key === 'Home') {
      e.preventDefault()
      setActive(0)
    } else if (e.key === 'End') {
      e.preventDefault()
      setActive(options.length - 1)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(options[current])
    }
  }

  useEffect(() => {
    document.getElementById(`${listId}-opt-${current}`)?.scrollIntoView({ block: 'nearest' })
  }, [current, listId])

  const pending = query.trim() !== '' && found === null
  let index = -1
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Search`} size="lg" initialFocusEl={() => inputRef.current} className={css({ alignSelf: 'flex-start', mt: { base: '4', md: '16' } })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', h: '12', borderRadius: 'md', border: '1px solid token(colors.border)', bg: 'bg.surface', _focusWithin: { borderColor: 'primary', boxShadow: '0 0 0 3px color-mix(in srgb, var(--colors-primary) 20%, transparent)' } })}>
        <IconSearch size={20} aria-hidden className={css({ color: 'fg.muted' })} />
        <input
          ref={inputRef}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
            if (!e.target.value.trim()) setFound(null)
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? `${listId}-opt-${current}` : undefined}
          aria-label={t`Search pages`}
          placeholder={t`Search pages, e.g. companies`}
          data-testid="search-input"
          className={css({ flex: 1, minW: 0, h: 'full', border: 'none', outline: 'none', bg: 'transparent', color: 'fg', fontSize: 'md' })}
        />
        {loading && <Spinner size="sm" />}
      </div>

      <div id={listId} role="listbox" aria-label={t`Results`} className={css({ mt: '3', maxH: 'min(26rem, 60vh)', overflowY: 'auto', minH: '8rem' })}>
        {sections.map((section) => (
          <div key={section.key} role="group" aria-label={text(section.title)} className={css({ mb: '3' })}>
            <div className={css({ px: '2', py: '1', fontSize: 'xs', fontWeight: '600', textTransform: 'uppercase', letterSpacing: '0.05em', color: 'fg.subtle' })}>{text(section.title)}</div>
            {section.options.map((option) => {
              index++
              const i = index
              const Icon = option.icon ?? IconFileText
              return (
                <div
                  key={option.key}
                  id={`${listId}-opt-${i}`}
                  role="option"
                  aria-selected={i === current}
                  data-href={option.href}
                  onMouseMove={() => i !== current && setActive(i)}
                  onClick={() => choose(option)}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    px: '3',
                    py: '2.5',
                    borderRadius: 'md',
                    cursor: 'pointer',
                    color: 'fg',
                    '&[aria-selected=true]': { bg: 'primary.subtle', color: 'primary.text' },
                  })}
                >
                  <Icon size={20} stroke={1.6} aria-hidden />
                  <span className={css({ flex: 1 })}>{text(option.title)}</span>
                  {i === current && <IconCornerDownLeft size={16} aria-hidden className="flip-rtl" />}
                </div>
              )
            })}
          </div>
        ))}
        {!pending && !error && query.trim() && sections.length === 0 && (
          <div role="status" className={css({ py: '10', textAlign: 'center', color: 'fg.muted' })}>
            <IconMoodEmpty size={36} aria-hidden className={css({ mx: 'auto', mb: '2' })} />
            <Trans>No results for “{query.trim()}”</Trans>
          </div>
        )}
        {error && (
          <div role="alert" className={css({ py: '10', textAlign: 'center', color: 'danger.text' })}>
            <Trans>Search is unavailable right now. Please try again.</Trans>
          </div>
        )}
      </div>

      <div className={css({ display: { base: 'none', md: 'flex' }, gap: '4', pt: '3', mt: '1', borderTop: '1px solid token(colors.border)', fontSize: 'xs', color: 'fg.muted' })}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <kbd className={kbd}><IconArrowUp size={12} /></kbd>
          <kbd className={kbd}><IconArrowDown size={12} /></kbd>
          <Trans>to navigate</Trans>
        </span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <kbd className={kbd}><IconCornerDownLeft size={12} /></kbd>
          <Trans>to open</Trans>
        </span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
          <kbd className={kbd}>esc</kbd>
          <Trans>to close</Trans>
        </span>
      </div>
    </Dialog>
  )
}
