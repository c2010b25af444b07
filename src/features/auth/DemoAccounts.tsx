import { useLingui, Trans } from '@lingui/react/macro'
import { IconChevronRight } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Badge } from '@/ui'
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts'

type Props = { onPick: (account: DemoAccount) => void; selectedEmail: string }

/** Demo mode only (DESIGN.md §3): each account fills the form on click. */
export function DemoAccounts({ onPick, selectedEmail }: Props) {
  const { i18n, t } = useLingui()
  return (
    <section aria-labelledby="demo-accounts-title" className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '5' })}>
      <h2 id="demo-accounts-title" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg', m: '0' })}>
        <Trans>Demo accounts</Trans>
      </h2>
      <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', mb: '3' })}>
        <Trans>Pick one to fill in the form, then sign in. Each sees only what its role allows.</Trans>
      </p>
      <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {DEMO_ACCOUNTS.map((account) => {
          const role = i18n._(account.role)
          const selected = selectedEmail.trim().toLowerCase() === account.email
          return (
            <li key={account.email}>
              <button
                type="button"
                onClick={() => onPick(account)}
                aria-pressed={selected}
                data-demo-account={account.email}
                className={css({
                  w: 'full',
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  textAlign: 'start',
                  px: '3',
                  py: '2.5',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'md',
                  bg: 'bg.surface',
                  color: 'fg',
                  cursor: 'pointer',
                  transition: 'border-color 150ms, background-color 150ms',
                  _hover: { borderColor: 'primary', bg: 'primary.subtle' },
                  _focusVisible: { outline: '2px solid {colors.primary}', outlineOffset: '2px' },
                  '&[aria-pressed=true]': { borderColor: 'primary', bg: 'primary.subtle' },
                })}
              >
                {/* Named by what it shows (role, e-mail, scope), led by what it does: voice users can say any of it. */}
                <span className={css({ srOnly: true })}>{t`Use the demo account:`}</span>
                <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
                  <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                    <Badge tone={account.tone} size="sm">
                      {role}
                    </Badge>
                  </span>
                  <span dir="ltr" className={css({ fontSize: 'sm', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' })}>
                    {account.email}
                  </span>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{i18n._(account.scope)}</span>
                </span>
                <IconChevronRight aria-hidden size={16} className={css({ color: 'fg.subtle', flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } })} />
              </button>
            </li>
          )
        })}
      </ul>
      <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '3' })}>
        <Trans>The password is the part before the @ (for example “admin”).</Trans>
      </p>
    </section>
  )
}
