import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { IconBox, IconCreditCard, IconHelpCircle, IconRotateClockwise2, IconSearch, IconSettings, IconTruckDelivery } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Button, Card, EmptyState, ErrorState, Input, LoadingState, PageHeader } from '@/ui'
import { demoApi } from '@/core/api/client'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import type { FaqGroup } from '@/core/api/contract/demo/pages'

const ICONS: Record<string, typeof IconBox> = { 'credit-card': IconCreditCard, 'truck-delivery': IconTruckDelivery, 'rotate-clockwise-2': IconRotateClockwise2, box: IconBox, settings: IconSettings }
const fetcher = demoApi as unknown as ResourceFetcher

/** Keeps `q` in the address (typing replaces the entry, so Back leaves the page). */
function useQueryParam(): [string, (q: string) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const q = new URLSearchParams(search).get('q') ?? ''
  const set = (next: string) => navigate(next ? `${location}?${new URLSearchParams({ q: next })}` : location, { replace: true })
  return [q, set]
}

/** /pages/faq: search through `q` of /api/pages/faq; only groups with matching questions show. */
export default function FaqPage() {
  const { t } = useLingui()
  const [q, setQ] = useQueryParam()
  const [text, setText] = useState(q)
  const [active, setActive] = useState<string | null>(null)

  // The server is asked once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => text.trim() !== q && setQ(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text, q, setQ])

  const faq = useResource<FaqGroup[]>(`pages/faq${q ? `?${new URLSearchParams({ q })}` : ''}`, { fetcher })
  const groups = faq.data ?? []
  const current = groups.find((g) => g.faqTitle === active) ?? groups[0]

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={<Trans>Frequently asked questions</Trans>} subtitle={<Trans>Answers about payment, delivery, returns, orders and our services.</Trans>} />
      <Card>
        <form role="search" onSubmit={(e) => { e.preventDefault(); setQ(text.trim()) }} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: { base: '4', md: '8' } })}>
          <label htmlFor="faq-search" className={css({ fontSize: 'xl', fontWeight: 'semibold', textAlign: 'center' })}>
            <Trans>Hello, how can we help?</Trans>
          </label>
          <div className={css({ w: 'full', maxW: '34rem' })}>
            <Input id="faq-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t`Search a question…`} startElement={<IconSearch aria-hidden />} size="lg" />
          </div>
          <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>Or choose a category to quickly find the help you need.</Trans>
          </p>
        </form>
      </Card>

      {faq.loading && !faq.data ? (
        <LoadingState />
      ) : faq.error ? (
        <ErrorState error={faq.error} onRetry={() => void faq.reload()} />
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState
            title={<Trans>No question matches “{q}”</Trans>}
            description={<Trans>Try other words, or clear the search to see every question.</Trans>}
            action={<Button variant="outline" onClick={() => { setText(''); setQ('') }}><Trans>Clear search</Trans></Button>}
          />
        </Card>
      ) : (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '16rem minmax(0, 1fr)' }, gap: '6', alignItems: 'start' })}>
          <div role="tablist" aria-label={t`Categories`} aria-orientation="vertical" className={css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, gap: '1', overflowX: 'auto' })}>
            {groups.map((group) => {
              const Icon = ICONS[group.faqIcon] ?? IconHelpCircle
              const selected = group === current
              return (
                <button
                  key={group.faqTitle}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  onClick={() => setActive(group.faqTitle)}
                  className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', borderRadius: 'md', border: 'none', bg: 'transparent', color: 'fg', cursor: 'pointer', font: 'inherit', fontWeight: 'medium', whiteSpace: 'nowrap', textAlign: 'start', _hover: { bg: 'bg.muted' }, '&[aria-selected=true]': { bg: 'primary', color: 'primary.fg' }, _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' } })}
                >
                  <Icon size={20} aria-hidden />
                  <span>{group.faqTitle}</span>
                  <span className={css({ ms: 'auto', fontSize: 'xs', opacity: '0.8' })}>{group.faqs.length}</span>
                </button>
              )
            })}
          </div>
          {current && (
            <section role="tabpanel" aria-label={current.faqTitle} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <div>
                <h2 className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>{current.faqTitle}</h2>
                <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>{current.faqSubtitle}</p>
              </div>
              {current.faqs.map((item) => (
                <details key={item.question} data-testid="faq-item" className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', px: '4', py: '3', '&[open] summary': { color: 'primary.text' } })}>
                  <summary className={css({ cursor: 'pointer', fontWeight: 'medium', _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '4px', borderRadius: 'sm' } })}>{item.question}</summary>
                  <p className={css({ mt: '2', mb: '0', color: 'fg.muted', lineHeight: '1.6' })}>{item.answer}</p>
                </details>
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  )
}
