import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { pathFor } from '@/core/routing/paths'
import { Accordion } from '@/ui'
import { Section } from '../Section'

/** The questions visitors ask before they try Meishi. */
export function FaqSection() {
  const { t } = useLingui()
  const items = [
    { value: 'offline', title: t`Does it really work without a connection?`, content: t`Yes. After the first visit the app and your records are kept on the device. Cards scanned offline are read as soon as the connection is back.` },
    { value: 'accuracy', title: t`How well are Japanese cards read?`, content: t`Names, kana readings, companies, titles, addresses and phone numbers are read from both vertical and horizontal cards. The office check catches the rest.` },
    { value: 'import', title: t`Can we bring our existing contacts?`, content: t`Yes. Import a CSV file of companies and people; duplicates are matched by name, reading and e-mail address.` },
    { value: 'security', title: t`Who can see our cards?`, content: t`Only your team. Group roles decide who may check, edit or export, and every change is recorded.` },
    { value: 'cancel', title: t`Can we cancel at any time?`, content: t`Yes. Monthly plans end with the current month; you can export everything before you go.` },
  ]
  return (
    <Section id="faq" eyebrow={<Trans>FAQ</Trans>} title={<Trans>Questions we are often asked</Trans>}>
      <div className={css({ maxW: '48rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '6' })}>
        <Accordion items={items} collapsible variant="separated" defaultValue={['offline']} />
        <p className={css({ m: '0', textAlign: 'center', color: 'fg.muted' })}>
          <Trans>
            More answers are in the{' '}
            <Link href={pathFor('front-pages-help-center')} className={css({ color: 'primary.text', fontWeight: 'medium' })}>
              help center
            </Link>
            .
          </Trans>
        </p>
      </div>
    </Section>
  )
}
