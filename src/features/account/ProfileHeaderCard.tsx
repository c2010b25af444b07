import { Trans, useLingui } from '@lingui/react/macro'
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import type { ProfileHeader } from '@/core/api/contract/demo/pages'
import { pathFor } from '@/core/routing/paths'
import { monthYear } from '@/core/i18n/demo-format'
import { ButtonLink, Card, Skeleton } from '@/ui'

const meta = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm', '& svg': { flexShrink: 0 } })

/** Cover picture, avatar, name, designation, location and joining date. */
export function ProfileHeaderCard({ header }: { header: ProfileHeader | null }) {
  const { t, i18n } = useLingui()
  return (
    <Card padding="none" className={css({ overflow: 'hidden' })}>
      <div className={css({ h: { base: '120px', md: '200px' }, bg: 'primary.subtle' })}>
        {header && <img src={header.coverImg} alt="" className={css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' })} />}
      </div>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, alignItems: { base: 'center', md: 'flex-end' }, gap: '5', px: '6', pb: '5', mt: { base: '-12', md: '-10' } })}>
        <div className={css({ p: '1', bg: 'bg.surface', borderRadius: 'lg', flexShrink: 0 })}>
          {header ? (
            <img src={header.profileImg} alt={t`Profile picture of ${header.fullName}`} width={100} height={100} className={css({ display: 'block', w: '100px', h: '100px', borderRadius: 'md', objectFit: 'cover' })} />
          ) : (
            <Skeleton width="100px" height="100px" />
          )}
        </div>
        <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '2', alignItems: { base: 'center', md: 'flex-start' }, textAlign: { base: 'center', md: 'start' } })}>
          {header ? (
            <>
              <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0', wordBreak: 'keep-all' })}>{header.fullName}</h2>
              <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', justifyContent: { base: 'center', md: 'flex-start' } })}>
                <span className={meta}><IconBriefcase size={18} aria-hidden /><span><span className={css({ srOnly: true })}>{t`Designation:`} </span>{header.designation}</span></span>
                <span className={meta}><IconMapPin size={18} aria-hidden /><span><span className={css({ srOnly: true })}>{t`Location:`} </span>{header.location}</span></span>
                <span className={meta}><IconCalendar size={18} aria-hidden />{t`Joined ${monthYear(i18n, header.joiningDate)}`}</span>
              </div>
            </>
          ) : (
            <Skeleton width="15rem" height="1.5rem" />
          )}
        </div>
        <ButtonLink href={pathFor('pages-account-settings-tab', { tab: 'account' })} variant="outline">
          <Trans>Account settings</Trans>
        </ButtonLink>
      </div>
    </Card>
  )
}
