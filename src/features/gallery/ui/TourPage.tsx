import { useMemo, useState } from 'react'
import { IconFilter, IconHelp, IconScan, IconSearch } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, Badge, Button, Chip, IconButton } from '@/ui'
import { GuidedTour, useGuidedTour, type GuidedTourStatus, type GuidedTourStep } from '@/ui/GuidedTour'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const byTour = (id: string) => () => document.querySelector<HTMLElement>(`[data-tour="${id}"]`)
const screen = css({ w: 'full', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '4', display: 'grid', gap: '4', bg: 'bg.subtle' })
const row = css({ display: 'flex', alignItems: 'center', gap: '3', bg: 'bg.surface', borderRadius: 'md', p: '3', minW: '0' })

export default function TourPage() {
  const { t } = useLingui()
  const [status, setStatus] = useState<{ status: GuidedTourStatus; step: string | null }>({ status: 'idle', step: null })
  const steps: GuidedTourStep[] = useMemo(
    () => [
      { id: 'welcome', title: t`Welcome to your card list`, description: t`A short walk through the screen you will use every day. It takes under a minute.` },
      { id: 'search', title: t`Find anyone`, description: t`Search by name, reading (kana) or company. The list updates as you type.`, target: byTour('search') },
      { id: 'scan', title: t`Scan a new card`, description: t`Take a photo or choose a scan: the text is read on this device, even offline.`, target: byTour('scan'), placement: 'bottom-end' },
      { id: 'filters', title: t`Narrow the list`, description: t`Filters keep their place in the address, so a colleague sees the same list.`, target: byTour('filters') },
      { id: 'card', title: t`Open a card`, description: t`Each row is one person. The badge says whether the office has checked it.`, target: byTour('card'), placement: 'top-start' },
      { id: 'help', title: t`Help is always here`, description: t`Start this tour again from the help button whenever you like.`, target: byTour('help'), placement: 'bottom-end' },
    ],
    [t],
  )
  const tour = useGuidedTour(steps, (s, step) => setStatus({ status: s, step }))
  const statusLabel: Record<GuidedTourStatus, string> = {
    idle: t`Not started`, started: t`Running`, skipped: t`Skipped`, completed: t`Completed`, dismissed: t`Closed`, 'not-found': t`Step not found`,
  }

  return (
    <GalleryPage
      section="ui"
      title={t`Guided tour`}
      intro={t`Points at parts of a screen one step at a time. Tab stays inside the step, Escape closes it, and the steps sit on the mirrored side in Arabic.`}
      wide
    >
      <Example
        title={t`A tour of a card list`}
        description={t`Start the tour, then use Next, Back, Skip or Escape.`}
        state={{ status: statusLabel[status.status], step: tour.open ? tour.step?.id : null }}
        usage={`const tour = useGuidedTour([{ id, title, description, target: () => el }])\n<Button onClick={() => tour.start()}>Start</Button>\n<GuidedTour tour={tour} />`}
      >
        <Button onClick={() => tour.start()}>{t`Start the tour`}</Button>
        <Button variant="outline" tone="neutral" onClick={() => tour.start('filters')}>{t`Start at the filters`}</Button>

        <div className={screen} aria-label={t`Sample screen`} role="group">
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <label data-tour="search" className={css({ flex: '1', minW: '12rem', display: 'flex', alignItems: 'center', gap: '2', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', px: '3', h: '10' })}>
              <IconSearch size={18} aria-hidden="true" />
              <span className={css({ srOnly: true })}>{t`Search cards`}</span>
              <input type="search" placeholder={t`Name, kana or company`} className={css({ flex: '1', minW: '0', bg: 'transparent', outline: 'none', h: 'full' })} />
            </label>
            <Button data-tour="scan" startIcon={<IconScan size={18} />}>{t`Scan a card`}</Button>
            <span data-tour="help">
              <IconButton label={t`Help`} onClick={() => tour.start()}>
                <IconHelp />
              </IconButton>
            </span>
          </div>
          <div data-tour="filters" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <IconFilter size={16} aria-hidden="true" />
            <Chip>{t`Tokyo`}</Chip>
            <Chip>{t`This month`}</Chip>
            <Chip>{t`Not checked`}</Chip>
          </div>
          <div className={css({ display: 'grid', gap: '2' })}>
            <div data-tour="card" className={row}>
              <Avatar name="高橋 結衣" size="sm" decorative />
              <div className={css({ flex: '1', minW: '0' })}>
                <p lang="ja" className={css({ m: 0, fontWeight: 'medium' })}>高橋 結衣</p>
                <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{t`Aoba Solutions · Sales`}</p>
              </div>
              <Badge tone="success">{t`Checked`}</Badge>
            </div>
            <div className={row}>
              <Avatar name="伊藤 遥" size="sm" decorative />
              <div className={css({ flex: '1', minW: '0' })}>
                <p lang="ja" className={css({ m: 0, fontWeight: 'medium' })}>伊藤 遥</p>
                <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{t`Sakura Trading · Purchasing`}</p>
              </div>
              <Badge tone="warning">{t`To check`}</Badge>
            </div>
          </div>
        </div>
      </Example>
      <GuidedTour tour={tour} />
    </GalleryPage>
  )
}
