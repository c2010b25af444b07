import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { IconMenu2 } from '@tabler/icons-react'
import { Link, useLocation } from 'wouter'
import { css, cx } from 'styled-system/css'
import { isSignedIn } from '@/core/session/session'
import { pathFor } from '@/core/routing/paths'
import { ButtonLink } from '@/ui/ButtonLink'
import { IconButton } from '@/ui/IconButton'
import { Brand } from '../default/Brand'
import { LanguagePicker } from '@/ui/LanguagePicker'
import { ThemeToggle } from './ThemeToggle'
import { frontLinks, onSectionClick, type FrontLink } from './front-links'

const FrontMobileMenu = lazy(() => import('./FrontMobileMenu'))

export const frontBox = css({ mx: 'auto', w: 'full', maxW: '1200px', px: { base: '4', md: '6' } })

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  color: 'fg',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { color: 'primary.text', bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '1px' },
  '&[aria-current=page]': { color: 'primary.text' },
})

function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  // The bar leaves out Home (the logo leads there); the drawer lists it.
  const links = vertical ? frontLinks() : frontLinks().filter((l) => l.id !== 'home')
  const { i18n } = useLingui()
  const [location] = useLocation()
  return (
    <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: vertical ? '1' : '0', alignItems: vertical ? 'stretch' : 'center' })}>
      {links.map((link: FrontLink) => (
        <li key={link.id}>
          <Link
            href={link.href}
            className={cx(navLink, vertical && css({ w: 'full', py: '3', fontSize: 'md' }))}
            aria-current={!link.section && location === link.href ? 'page' : undefined}
            data-testid={`front-nav-${link.id}`}
            onClick={(event) => {
              onSectionClick(event, link)
              onNavigate?.()
            }}
          >
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function AccountButton({ block }: { block?: boolean }) {
  useSignals()
  return isSignedIn.value ? (
    <ButtonLink href={pathFor('root')} block={block} data-testid="front-open-app">
      <Trans>Open the app</Trans>
    </ButtonLink>
  ) : (
    <ButtonLink href={pathFor('login')} block={block} data-testid="front-sign-in">
      <Trans>Sign in</Trans>
    </ButtonLink>
  )
}

/** The front pages' top bar: brand, section links, language and theme, sign-in; a drawer on phones. */
export function FrontNavbar() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing animates and gives focus back to the menu button.
  const [wanted, setWanted] = useState(false)
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 30,
        bg: 'color-mix(in srgb, var(--colors-bg-surface) 88%, transparent)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid token(colors.border)',
        _print: { display: 'none' },
      })}
    >
      <div className={cx(frontBox, css({ display: 'flex', alignItems: 'center', gap: '2', h: '16' }))}>
        <IconButton
          label={t`Open menu`}
          onClick={() => {
            setWanted(true)
            setOpen(true)
          }}
          className={css({ display: { base: 'inline-flex', md: 'none' } })}
          data-testid="front-menu-toggle"
        >
          <IconMenu2 />
        </IconButton>
        <Brand href={pathFor('front-pages-landing-page')} className={css({ me: { base: '2', lg: '4' } })} />
        <nav aria-label={t`Site`} className={css({ display: { base: 'none', md: 'block' } })}>
          <NavLinks />
        </nav>
        <div className={css({ flex: 1 })} />
        <div className={css({ display: { base: 'none', sm: 'block' } })}>
          <LanguagePicker />
        </div>
        <ThemeToggle />
        <div className={css({ display: { base: 'none', sm: 'block' }, ms: '2' })}>
          <AccountButton />
        </div>
      </div>
      {/* The drawer's code loads the first time a phone opens it. */}
      {wanted && (
        <Suspense fallback={null}>
          <FrontMobileMenu open={open} onOpenChange={setOpen}>
            <NavLinks vertical onNavigate={() => setOpen(false)} />
            <div className={css({ display: { base: 'block', sm: 'none' } })}>
              <LanguagePicker />
            </div>
            <AccountButton block />
          </FrontMobileMenu>
        </Suspense>
      )}
    </header>
  )
}
