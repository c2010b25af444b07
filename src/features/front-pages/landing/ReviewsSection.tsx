import { Trans, useLingui } from '@lingui/react/macro'
import { IconQuote } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/ui'
import { RatingStars } from '@/ui/RatingStars'
import { nameIn, REVIEWS } from '../people'
import { Section } from '../Section'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })

/** What customers say: quote, stars, who and where. */
export function ReviewsSection() {
  const { i18n, t } = useLingui()
  return (
    <Section id="reviews" tinted eyebrow={<Trans>Reviews</Trans>} title={<Trans>Teams who stopped retyping cards</Trans>}>
      <ul className={grid}>
        {REVIEWS.map((r) => {
          const name = nameIn(i18n.locale, r)
          return (
            <li key={r.id}>
              <figure className={css({ m: '0', h: 'full', display: 'flex', flexDirection: 'column', gap: '4', p: '6', borderRadius: 'lg', bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border' })}>
                <IconQuote size={28} aria-hidden className={css({ color: 'primary' })} />
                <blockquote className={css({ m: '0', flex: '1', fontSize: 'md', lineHeight: '1.7' })}>{i18n._(r.quote)}</blockquote>
                <RatingStars value={r.rating} label={t`Rated ${r.rating} out of 5`} />
                <figcaption className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <Avatar name={name} decorative />
                  <span>
                    <span className={css({ display: 'block', fontWeight: 'semibold', wordBreak: 'keep-all' })}>{name}</span>
                    <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                      {i18n._(r.role)} · {i18n._(r.company)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
