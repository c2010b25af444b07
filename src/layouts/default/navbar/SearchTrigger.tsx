import { lazy, Suspense, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'
import { css } from 'styled-system/css'

// The dialog is its own chunk, fetched on first use (or when the user hovers/focuses the trigger).
const loadDialog = () => import('./SearchDialog')
const SearchDialog = lazy(loadDialog)

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** Opens the search dialog; Ctrl-K (⌘-K on Apple) opens it from anywhere. */
export function SearchTrigger() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setUsed(true)
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const shortcut = isMac ? '⌘K' : 'Ctrl+K'
  return (
    <>
      <button
        type="button"
        data-testid="search-trigger"
        // The name repeats what the button shows (the word and the shortcut), so voice users can say it.
        aria-label={`${t`Search`} ${shortcut}`}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          h: '10',
          px: '2',
          border: 'none',
          bg: 'transparent',
          color: 'fg.muted',
          cursor: 'pointer',
          borderRadius: 'md',
          _hover: { color: 'fg' },
        })}
      >
        <IconSearch size={22} stroke={1.7} aria-hidden />
        <span className={css({ display: { base: 'none', md: 'inline' } })}>
          <Trans>Search</Trans>
        </span>
        {/* A space between the word and the shortcut, as the name has it ("Search Ctrl+K"). */}{' '}
        <span aria-hidden className={css({ display: { base: 'none', md: 'inline' }, fontSize: 'xs', color: 'fg.subtle', border: '1px solid token(colors.border)', borderRadius: 'sm', px: '1.5' })}>
          {shortcut}
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
