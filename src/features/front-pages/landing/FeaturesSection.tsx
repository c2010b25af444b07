import { Trans, useLingui } from '@lingui/react/macro'
import { IconAddressBook, IconCamera, IconChecklist, IconLanguageHiragana, IconTimeline, IconWifiOff } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Section } from '../Section'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })
const item = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '5', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })
const icon = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '12', h: '12', borderRadius: 'lg', bg: 'primary.subtle', color: 'primary', mb: '2' })

/** What Meishi does, in six cards. */
export function FeaturesSection() {
  const { t } = useLingui()
  const features = [
    { id: 'scan', Icon: IconCamera, title: t`Scan in batches`, text: t`Upload a stack of card photos at once; each card is read and its fields filled in.` },
    { id: 'check', Icon: IconChecklist, title: t`Two checks`, text: t`The office confirms what was read, then the sales owner approves it before it joins the records.` },
    { id: 'records', Icon: IconAddressBook, title: t`Companies and people`, text: t`Each card becomes a person linked to their company, with no duplicates.` },
    { id: 'career', Icon: IconTimeline, title: t`Career history`, text: t`When someone moves to a new company, their history keeps every step.` },
    { id: 'kana', Icon: IconLanguageHiragana, title: t`Kana-aware search`, text: t`Search in hiragana, katakana or half-width: たなか finds タナカ.` },
    { id: 'offline', Icon: IconWifiOff, title: t`Offline first`, text: t`Install it once and keep working on the train; changes are kept on the device.` },
  ]
  return (
    <Section id="features" eyebrow={<Trans>Features</Trans>} title={<Trans>Everything a card goes through, in one place</Trans>} subtitle={<Trans>Built with Japanese offices and sales teams, for the way cards are really exchanged.</Trans>}>
      <ul className={grid}>
        {features.map(({ id, Icon, title, text }) => (
          <li key={id} className={item}>
            <span className={icon} aria-hidden>
              <Icon size={26} />
            </span>
            <h3 className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h3>
            <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
