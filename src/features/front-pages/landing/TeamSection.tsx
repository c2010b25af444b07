import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar } from '@/ui'
import { nameIn, TEAM } from '../people'
import { Section } from '../Section'

/** The people behind Meishi. */
export function TeamSection() {
  const { i18n } = useLingui()
  return (
    <Section id="team" eyebrow={<Trans>Our team</Trans>} title={<Trans>Made by a small team in Tokyo</Trans>} subtitle={<Trans>We answer support questions ourselves, in Japanese and English.</Trans>}>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })}>
        {TEAM.map((p) => {
          const name = nameIn(i18n.locale, p)
          return (
            <li key={p.id} className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center', p: '5', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })}>
              <Avatar name={name} size="xl" decorative />
              <span className={css({ fontWeight: 'semibold', wordBreak: 'keep-all' })}>{name}</span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(p.role)}</span>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
