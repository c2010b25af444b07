import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { IconSearch } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink, ErrorState, Input, LoadingState } from '@/ui'
import { HelpCard, cardGrid } from './help/HelpCard'
import { HelpSearchResults } from './help/HelpSearchResults'
import { helpEntries, searchHelp, shown, slugOf } from './help/help-articles'
import { HELP_ICONS } from './help/help-icons'
import { useHelpCenter } from './help/use-help-center'
import { useQueryParam } from './help/use-query-param'
import { frontBox, Section } from './Section'

const categoryGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })
const articleLink = css({ color: 'fg', textDecoration: 'none', fontSize: 'sm', _hover: { color: 'primary.text', textDecoration: 'underline' } })

/** front-pages-help-center: a kana-insensitive search over every article, popular articles, all categories, keep learning. */
export default function HelpCenterPage() {
  const { t, i18n } = useLingui()
  const [q, setQ] = useQueryParam()
  const help = useHelpCenter()
  const entries = useMemo(() => (help.data ? helpEntries(help.data) : []), [help.data])
  const results = useMemo(() => searchHelp(entries, q), [entries, q])

  return (
    <>
      <section aria-labelledby="help-title" className={css({ py: { base: '12', md: '16' }, bg: 'linear-gradient(180deg, var(--colors-primary-subtle) 0%, transparent 100%)' })}>
        <div className={frontBox}>
          <form role="search" onSubmit={(e) => e.preventDefault()} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center' })}>
            <h1 id="help-title" className={css({ m: '0', fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>
              <Trans>Hello, how can we help?</Trans>
            </h1>
            <label htmlFor="help-search" className={css({ color: 'fg.muted' })}>
              <Trans>Search the help center in English or Japanese, in hiragana or katakana.</Trans>
            </label>
            <div className={css({ w: 'full', maxW: '36rem' })}>
              <Input id="help-search" type="search" size="lg" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t`Search an article…`} startElement={<IconSearch aria-hidden />} />
            </div>
          </form>
        </div>
      </section>

      {help.loading && !help.data ? (
        <div className={frontBox}>
          <LoadingState />
        </div>
      ) : help.error || !help.data ? (
        <div className={frontBox}>
          <ErrorState error={help.error} onRetry={() => void help.reload()} />
        </div>
      ) : q.trim() ? (
        <Section title={<Trans>Search results</Trans>}>
          <HelpSearchResults query={q.trim()} results={results} onClear={() => setQ('')} />
        </Section>
      ) : (
        <>
          <Section title={<Trans>Popular articles</Trans>}>
            <ul className={cardGrid}>
              {help.data.popularArticles.map((card) => (
                <HelpCard key={card.slug} card={card} />
              ))}
            </ul>
          </Section>
          <Section tinted title={<Trans>Knowledge base</Trans>}>
            <ul className={categoryGrid}>
              {help.data.allArticles.map((group) => {
                const Icon = HELP_ICONS[group.icon] ?? HELP_ICONS['help-circle']
                const title = shown(i18n.locale, group.title, group.titleJa)
                return (
                  <li key={group.title} className={css({ p: '6', borderRadius: 'xl', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border' })}>
                    <h3 className={css({ m: '0', mb: '4', display: 'flex', alignItems: 'center', gap: '3', fontSize: 'lg', fontWeight: 'semibold' })}>
                      <span aria-hidden className={css({ display: 'inline-flex', p: '2', borderRadius: 'md', bg: 'primary.subtle', color: 'primary' })}>
                        <Icon size={22} />
                      </span>
                      {title}
                    </h3>
                    <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })} aria-label={title}>
                      {group.articles.map((a) => (
                        <li key={a.title}>
                          <Link href={pathFor('front-pages-help-center-article-title', { title: slugOf(a.title) })} className={articleLink}>
                            {shown(i18n.locale, a.title, a.titleJa)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </Section>
          <Section title={<Trans>Keep learning</Trans>}>
            <ul className={cardGrid}>
              {help.data.keepLearning.map((card) => (
                <HelpCard key={card.slug} card={card} />
              ))}
            </ul>
          </Section>
        </>
      )}

      <Section tinted title={<Trans>Still need help?</Trans>} subtitle={<Trans>Our team answers within one working day, in Japanese or English.</Trans>}>
        <p className={css({ textAlign: 'center', m: '0' })}>
          <ButtonLink href={`${pathFor('front-pages-landing-page')}#contact`}>
            <Trans>Contact us</Trans>
          </ButtonLink>
        </p>
      </Section>
    </>
  )
}
