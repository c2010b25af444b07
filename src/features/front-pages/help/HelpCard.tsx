import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import type { HelpArticleCard } from '@/core/api/contract/demo/pages'
import { shown } from './help-articles'

/** A popular or keep-learning article: picture, title, summary; the whole card is the link. */
export function HelpCard({ card }: { card: HelpArticleCard }) {
  const { i18n } = useLingui()
  return (
    <li className={css({ listStyle: 'none' })}>
      <Link
        href={pathFor('front-pages-help-center-article-title', { title: card.slug })}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          h: 'full',
          p: '6',
          textAlign: 'center',
          textDecoration: 'none',
          color: 'fg',
          bg: 'bg.surface',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border',
          transition: 'box-shadow 0.15s, border-color 0.15s',
          _hover: { borderColor: 'primary', boxShadow: 'card' },
          _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
        })}
      >
        <img src={card.img} alt="" width={72} height={72} loading="lazy" className={css({ borderRadius: 'lg' })} />
        <span className={css({ fontWeight: 'semibold', fontSize: 'lg', wordBreak: 'keep-all' })}>{shown(i18n.locale, card.title, card.titleJa)}</span>
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{shown(i18n.locale, card.subtitle, card.subtitleJa)}</span>
      </Link>
    </li>
  )
}

export const cardGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '6', m: '0', p: '0' })
