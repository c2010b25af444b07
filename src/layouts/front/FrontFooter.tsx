import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css, cx } from 'styled-system/css'
import { appConfig } from '@/core/config'
import { pathFor } from '@/core/routing/paths'
import { Brand } from '../default/Brand'
import { frontLinks, onSectionClick } from './front-links'
import { frontBox } from './FrontNavbar'

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted', m: '0', mb: '3' })
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })
const link = css({ color: 'fg', textDecoration: 'none', fontSize: 'sm', _hover: { color: 'primary.text', textDecoration: 'underline' } })

/** The front pages' footer: what Meishi is, the site's pages, the app's entry points. */
export function FrontFooter() {
  const { t, i18n } = useLingui()
  const year = new Date().getFullYear()
  const pages = [
    { href: pathFor('front-pages-pricing'), label: t`Pricing` },
    { href: pathFor('front-pages-payment'), label: t`Payment` },
    { href: pathFor('front-pages-checkout'), label: t`Checkout` },
    { href: pathFor('front-pages-help-center'), label: t`Help center` },
  ]
  return (
    <footer className={css({ bg: 'bg.surface', borderTop: '1px solid token(colors.border)', mt: '16', _print: { display: 'none' } })}>
      <div className={cx(frontBox, css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr 1fr' }, gap: '8', py: '10' }))}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '22rem' })}>
          <Brand href={pathFor('front-pages-landing-page')} />
          <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Business cards become shared company and person records, even without a connection.</Trans>
          </p>
        </div>
        <nav aria-label={t`Landing page`}>
          <h2 className={heading}>
            <Trans>Discover</Trans>
          </h2>
          <ul className={list}>
            {frontLinks()
              .filter((l) => l.section)
              .map((l) => (
                <li key={l.id}>
                  <Link href={l.href} className={link} onClick={(event) => onSectionClick(event, l)}>
                    {i18n._(l.label)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-label={t`Pages`}>
          <h2 className={heading}>
            <Trans>Pages</Trans>
          </h2>
          <ul className={list}>
            {pages.map((p) => (
              <li key={p.href}>
                <Link href={p.href} className={link}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t`The app`}>
          <h2 className={heading}>
            <Trans>The app</Trans>
          </h2>
          <ul className={list}>
            <li>
              <Link href={pathFor('login')} className={link}>
                <Trans>Sign in</Trans>
              </Link>
            </li>
            <li>
              <Link href={pathFor('pages-authentication-register-multi-steps')} className={link}>
                <Trans>Create an account</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={css({ borderTop: '1px solid token(colors.border)' })}>
        <div className={cx(frontBox, css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', py: '4', fontSize: 'sm', color: 'fg.muted' }))}>
          <span>
            © {year} {appConfig.title}
          </span>
          <span>
            <Trans>Works offline · your data stays on this device</Trans>
          </span>
        </div>
      </div>
    </footer>
  )
}
