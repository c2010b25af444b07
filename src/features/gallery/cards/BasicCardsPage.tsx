import { IconBuilding, IconMapPin, IconPhone } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, Badge, Button, Card } from '@/ui'
import { GalleryPage } from '../parts/GalleryPage'
import { CardIllustration } from './CardIllustration'

const detail = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', fontSize: 'sm', m: 0 })

export default function BasicCardsPage() {
  const { t } = useLingui()
  return (
    <GalleryPage section="ui" title={t`Basic cards`} intro={t`The surface every screen is built from: a title, content and, when needed, actions.`}>
      <Card title={t`Title and text`} subtitle={t`A subtitle says what the card is about`}>
        <p className={css({ m: 0, color: 'fg.muted', lineHeight: '1.7' })}>
          {t`Cards group what belongs together. Keep one subject per card, and put the main action where the eye ends: the bottom or the header's end.`}
        </p>
      </Card>
      <Card title={t`With a picture`} padding="none" footer={<Button variant="soft" size="sm">{t`Open the process`}</Button>}>
        <CardIllustration />
        <div className={css({ p: '5' })}>
          <p className={css({ m: 0, fontWeight: 'semibold' })}>{t`Osaka trade show`}</p>
          <p className={css({ m: 0, color: 'fg.muted', fontSize: 'sm' })}>{t`48 cards, read on this device`}</p>
        </div>
      </Card>
      <Card title={t`A person`} actions={<Badge tone="success">{t`Checked`}</Badge>}>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
          <Avatar name="田中 結衣" size="lg" decorative />
          <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
            <p lang="ja" className={css({ m: 0, fontWeight: 'semibold', fontSize: 'lg', wordBreak: 'keep-all' })}>田中 結衣</p>
            <p className={detail}>
              <IconBuilding size={16} aria-hidden="true" /> <span lang="ja">株式会社青葉ソリューションズ</span>
            </p>
            <p className={detail}>
              <IconPhone size={16} aria-hidden="true" /> <span dir="ltr">03-1234-5678</span>
            </p>
            <p className={detail}>
              <IconMapPin size={16} aria-hidden="true" /> <span lang="ja">東京都港区</span>
            </p>
          </div>
        </div>
      </Card>
      <Card title={t`Header, body and footer`} footer={<div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', w: 'full' })}><Button variant="outline" tone="neutral" size="sm">{t`Cancel`}</Button><Button size="sm">{t`Save`}</Button></div>}>
        <p className={css({ m: 0, color: 'fg.muted' })}>{t`The footer holds the card's own actions, end-aligned.`}</p>
      </Card>
    </GalleryPage>
  )
}
