import { createElement, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { IconSearch } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { EmptyState, ErrorState, Input, LoadingState, toast } from '@/ui'
import { GalleryPage } from '../parts/GalleryPage'
// The whole outline set as a static asset (fetched when this page opens, precached for offline):
// importing the React components of 5,000 icons would put megabytes of JS on the page.
// The package's exports map hides its root JSON files, hence the path through node_modules.
import iconSetUrl from '../../../../node_modules/@tabler/icons/tabler-nodes-outline.json?url'

type IconNode = [string, Record<string, string>][]
type IconSet = Record<string, IconNode>

const CELL = 112
const pascal = (name: string) => 'Icon' + name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase())

function IconGlyph({ node }: { node: IconNode }) {
  return createElement(
    'svg',
    { viewBox: '0 0 24 24', width: 28, height: 28, fill: 'none', stroke: 'currentColor', strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true },
    node.map(([tag, attrs], i) => createElement(tag, { ...attrs, key: i })),
  )
}

const cell = css({
  display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', h: 'full', w: 'full', p: '2', border: '1px solid transparent',
  borderRadius: 'md', bg: 'transparent', color: 'fg', cursor: 'pointer', fontSize: 'xs', _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary' },
})

export default function IconsPage() {
  const { t, i18n } = useLingui()
  const [set, setSet] = useState<IconSet | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const scroller = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(6)

  const load = () => {
    setFailed(false)
    fetch(iconSetUrl)
      .then((r) => (r.ok ? (r.json() as Promise<IconSet>) : Promise.reject(new Error(String(r.status)))))
      .then(setSet, () => setFailed(true))
  }
  useEffect(load, [])
  useEffect(() => {
    const el = scroller.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => setColumns(Math.max(2, Math.floor(entry.contentRect.width / CELL))))
    observer.observe(el)
    return () => observer.disconnect()
  }, [set])

  const names = useMemo(() => {
    if (!set) return []
    // Names are kebab case: "user plus" and "user-plus" both find user-plus.
    const q = deferred.trim().toLowerCase().replace(/\s+/g, '-')
    return Object.keys(set).filter((n) => !q || n.includes(q))
  }, [set, deferred])
  const rows = Math.ceil(names.length / columns)
  const virtual = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => CELL, overscan: 4 })

  const copy = async (name: string) => {
    const usage = `<${pascal(name)} />`
    await navigator.clipboard?.writeText(usage).catch(() => undefined)
    toast.success(t`Copied ${usage}`)
  }

  return (
    <GalleryPage section="ui" title={t`Icons`} intro={t`The Tabler outline set we draw every icon from. Search by name; choose one to copy its React usage.`} wide>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: '4' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <Input
            type="search"
            aria-label={t`Search icons`}
            placeholder={t`Search icons (e.g. user, mail)`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            startElement={<IconSearch size={18} aria-hidden="true" />}
            className={css({ maxW: '24rem' })}
          />
          {set && (
            <output aria-live="polite" data-testid="example-state" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t`${i18n.number(names.length)} icons`}
            </output>
          )}
        </div>
        {failed && <ErrorState title={t`The icon set could not be loaded.`} onRetry={load} />}
        {!set && !failed && <LoadingState />}
        {set && names.length === 0 && <EmptyState title={t`No icon matches "${query}".`} />}
        {set && (
          <div ref={scroller} className={css({ h: '60vh', overflowY: 'auto', contain: 'strict' })} role="list" aria-label={t`Icons`}>
            <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
              {virtual.getVirtualItems().map((row) => (
                <div key={row.key} style={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', height: row.size, transform: `translateY(${row.start}px)`, display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
                  {names.slice(row.index * columns, row.index * columns + columns).map((name) => (
                    <div role="listitem" key={name}>
                      <button type="button" className={cell} onClick={() => copy(name)} title={pascal(name)}>
                        <IconGlyph node={set[name]} />
                        <span className={css({ maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{name}</span>
                      </button>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </GalleryPage>
  )
}
