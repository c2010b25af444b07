import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { IconFileText } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Button, EmptyState } from '@/ui'
import { shown, type HelpEntry } from './help-articles'

/** What a search found, with its count; none found says so and offers to clear the search. */
export function HelpSearchResults({ query, results, onClear }: { query: string; results: readonly HelpEntry[]; onClear: () => void }) {
  const { i18n } = useLingui()
  if (!results.length)
    return (
      <EmptyState
        title={<Trans>No article matches “{query}”</Trans>}
        description={<Trans>Try other words, or browse the categories.</Trans>}
        action={
          <Button variant="outline" onClick={onClear}>
            <Trans>Clear the search</Trans>
          </Button>
        }
      />
    )
  return (
    <div className={css({ maxW: '48rem', mx: 'auto' })}>
      <p role="status" className={css({ m: '0', mb: '4', color: 'fg.muted' })} data-testid="help-result-count">
        <Plural value={results.length} one="# article found" other="# articles found" />
      </p>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="help-results">
        {results.map((r) => (
          <li key={`${r.category?.title ?? 'card'}-${r.slug}`}>
            <Link
              href={pathFor('front-pages-help-center-article-title', { title: r.slug })}
              className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '4', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', color: 'fg', textDecoration: 'none', _hover: { borderColor: 'primary' }, _focusVisible: { outline: '2px solid {colors.primary}' } })}
            >
              <IconFileText aria-hidden className={css({ color: 'primary', flexShrink: 0 })} />
              <span>
                <span className={css({ display: 'block', fontWeight: 'medium', wordBreak: 'keep-all' })}>{shown(i18n.locale, r.title, r.titleJa)}</span>
                {r.category && <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{shown(i18n.locale, r.category.title, r.category.titleJa)}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
