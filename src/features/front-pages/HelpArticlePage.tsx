import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from 'wouter'
import { IconArrowLeft, IconChevronRight, IconThumbDown, IconThumbUp } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import type { HelpArticle } from '@/core/api/contract/demo/pages'
import { useFormats } from '@/core/i18n/use-formats'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import { pathFor } from '@/core/routing/paths'
import { Button, ButtonLink, EmptyState, ErrorState, LoadingState } from '@/ui'
import { SafeHtml } from '@/ui/safe-html'
import { helpEntries, shown, type HelpEntry } from './help/help-articles'
import { useHelpCenter } from './help/use-help-center'
import { frontBox } from './Section'

const fetcher = demoApi as unknown as ResourceFetcher
const flip = css({ _rtl: { transform: 'scaleX(-1)' } })
const prose = css({ lineHeight: '1.8', '& p': { my: '3' }, '& img': { maxW: 'full', h: 'auto', borderRadius: 'lg', my: '4' } })

function NotFound() {
  return (
    <EmptyState
      title={<Trans>This article does not exist</Trans>}
      description={<Trans>It may have been renamed or removed. Search the help center for what you need.</Trans>}
      action={
        <ButtonLink href={pathFor('front-pages-help-center')} startIcon={<IconArrowLeft size={18} aria-hidden className={flip} />}>
          <Trans>Back to the help center</Trans>
        </ButtonLink>
      }
    />
  )
}

function Helpful() {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null)
  if (answer)
    return (
      <p role="status" className={css({ m: '0', color: 'fg.muted' })}>
        {answer === 'yes' ? <Trans>Thank you for your feedback.</Trans> : <Trans>Thank you. Tell us what was missing through the contact form.</Trans>}
      </p>
    )
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
      <span>
        <Trans>Was this article helpful?</Trans>
      </span>
      <Button variant="outline" size="sm" startIcon={<IconThumbUp size={16} aria-hidden />} onClick={() => setAnswer('yes')}>
        <Trans>Yes</Trans>
      </Button>
      <Button variant="outline" size="sm" startIcon={<IconThumbDown size={16} aria-hidden />} onClick={() => setAnswer('no')}>
        <Trans>No</Trans>
      </Button>
    </div>
  )
}

/** Other articles of the same category (or the popular ones), for the side column. */
function Related({ entry, entries }: { entry: HelpEntry; entries: readonly HelpEntry[] }) {
  const { i18n } = useLingui()
  const related = entries.filter((e) => e.slug !== entry.slug && (entry.category ? e.category?.title === entry.category.title : !e.category)).slice(0, 6)
  if (!related.length) return null
  return (
    <nav aria-labelledby="related-title" className={css({ p: '5', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })}>
      <h2 id="related-title" className={css({ m: '0', mb: '3', fontSize: 'md', fontWeight: 'semibold' })}>
        {entry.category ? shown(i18n.locale, entry.category.title, entry.category.titleJa) : <Trans>Related articles</Trans>}
      </h2>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {related.map((r) => (
          <li key={r.slug}>
            <Link href={pathFor('front-pages-help-center-article-title', { title: r.slug })} className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', py: '2', color: 'fg', textDecoration: 'none', fontSize: 'sm', _hover: { color: 'primary.text' } })}>
              <span>{shown(i18n.locale, r.title, r.titleJa)}</span>
              <IconChevronRight size={16} aria-hidden className={flip} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** front-pages-help-center-article-title: one article found by the slug of its title; an unknown one says so with a way back. */
export default function HelpArticlePage() {
  const { i18n, t } = useLingui()
  const f = useFormats()
  const { title: slug = '' } = useParams<{ title: string }>()
  const help = useHelpCenter()
  const article = useResource<HelpArticle>('pages/help-center/article', { fetcher })
  const entries = useMemo(() => (help.data ? helpEntries(help.data) : []), [help.data])
  const entry = entries.find((e) => e.slug === slug)
  const failed = help.error ?? article.error

  let body
  if (failed) body = <ErrorState error={failed} onRetry={() => void Promise.all([help.reload(), article.reload()])} />
  else if (!help.data || !article.data) body = <LoadingState />
  else if (!entry) body = <NotFound />
  else
    body = (
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, gap: '8', alignItems: 'start' })}>
        <article aria-labelledby="article-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <nav aria-label={t`Breadcrumb`} className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
            <Link href={pathFor('front-pages-help-center')} className={css({ color: 'primary.text', textDecoration: 'none' })}>
              <Trans>Help center</Trans>
            </Link>
            {entry.category && (
              <>
                <IconChevronRight size={14} aria-hidden className={flip} />
                <span>{shown(i18n.locale, entry.category.title, entry.category.titleJa)}</span>
              </>
            )}
          </nav>
          <h1 id="article-title" className={css({ m: '0', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', wordBreak: 'keep-all', lineBreak: 'strict' })}>
            {shown(i18n.locale, entry.title, entry.titleJa)}
          </h1>
          <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Last updated on {f.day(article.data.lastUpdated)}</Trans>
          </p>
          <div className={prose}>
            <SafeHtml html={article.data.productContent} />
            <img src={article.data.productImg} alt="" width={640} height={360} loading="lazy" />
            <SafeHtml html={article.data.checkoutContent} />
            <img src={article.data.checkoutImg} alt="" width={640} height={360} loading="lazy" />
          </div>
          {article.data.articleList.length > 0 && (
            <section aria-labelledby="see-also" className={css({ pt: '4', borderTop: '1px solid token(colors.border)' })}>
              <h2 id="see-also" className={css({ m: '0', mb: '2', fontSize: 'lg', fontWeight: 'semibold' })}>
                <Trans>In this guide</Trans>
              </h2>
              <ul className={css({ m: '0', ps: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
                {article.data.articleList.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          <div className={css({ pt: '4', borderTop: '1px solid token(colors.border)' })}>
            <Helpful />
          </div>
        </article>
        <aside className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <Related entry={entry} entries={entries} />
          <ButtonLink href={pathFor('front-pages-help-center')} variant="outline" startIcon={<IconArrowLeft size={18} aria-hidden className={flip} />}>
            <Trans>Back to the help center</Trans>
          </ButtonLink>
        </aside>
      </div>
    )
  return (
    <div className={css({ py: { base: '8', md: '12' } })}>
      <div className={frontBox}>{body}</div>
    </div>
  )
}
