import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { IconBuilding, IconClockHour4, IconId, IconScan, IconUserPlus, IconUsers } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { ApiFailure } from '@/core/list/api-failure'
import { useFormats } from '@/core/i18n/use-formats'
import { Card, Switch } from '@/ui'
import { BarChart, DonutChart, LineChart, RadialGauge } from '@/ui/charts'
import { DashboardCard, type CardLoad } from '@/ui/DashboardCard'
import { StatCard } from '@/ui/StatCard'
import { GalleryPage } from '../parts/GalleryPage'

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']
const READ = [182, 240, 198, 275, 311, 264]
const CHECKED = [170, 221, 190, 251, 296, 230]

const cards = css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', alignItems: 'stretch' })
const iconDisc = css({ display: 'grid', placeItems: 'center', w: '10', h: '10', borderRadius: 'full', flexShrink: 0, '& svg': { w: '5', h: '5' } })

/** A titled row of cards spanning the gallery grid. */
function Group({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ gridColumn: '1 / -1', display: 'grid', gap: '3', minW: '0' })}>
      <div>
        <h2 id={id} className={css({ fontSize: 'lg', fontWeight: 'semibold', m: 0 })}>{title}</h2>
        {intro && <p className={css({ m: 0, color: 'fg.muted', fontSize: 'sm' })}>{intro}</p>}
      </div>
      {children}
    </section>
  )
}

/** A pretend request for the example cards: Refresh takes a moment and fails when asked to. */
function useExampleLoad(failNext: boolean): CardLoad {
  const { t } = useLingui()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<ApiFailure | null>(null)
  const timer = useRef<number>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const reload = useCallback(() => {
    setLoading(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      setLoading(false)
      setError(failNext ? { status: 503, message: t`The figures could not be loaded. Try again in a moment.`, offline: false } : null)
    }, 700)
  }, [failNext, t])
  return { loading, error, reload }
}

export default function StatisticsCardsPage() {
  const { t } = useLingui()
  const f = useFormats()
  const [loadingDemo, setLoadingDemo] = useState(false)
  const [failNext, setFailNext] = useState(false)
  // Each card has its own request: one failing leaves the others alone.
  const barLoad = useExampleLoad(failNext)
  const gaugeLoad = useExampleLoad(failNext)
  const donutLoad = useExampleLoad(failNext)
  const months = MONTHS.map(f.month)
  const vs = t`vs. last month`
  const goal = 300
  const figures = [
    { label: t`Cards read`, value: f.number(1470), icon: <IconScan />, tone: css({ bg: 'primary.subtle', color: 'primary.text' }) },
    { label: t`Persons`, value: f.number(1102), icon: <IconUsers />, tone: css({ bg: 'info.subtle', color: 'info.text' }) },
    { label: t`Companies`, value: f.number(318), icon: <IconBuilding />, tone: css({ bg: 'success.subtle', color: 'success.text' }) },
    { label: t`To check`, value: f.number(34), icon: <IconClockHour4 />, tone: css({ bg: 'warning.subtle', color: 'warning.text' }) },
  ]
  return (
    <GalleryPage section="ui" title={t`Statistics cards`} intro={t`Figures at a glance for dashboards: a value, its trend, and a small chart when the shape matters.`}>
      <Group title={t`Figures with a trend`} intro={t`The trend compares with the previous period; up is green, down is red, and the arrow says it too.`}>
        <Switch label={t`Show as loading`} checked={loadingDemo} onCheckedChange={setLoadingDemo} />
        <div className={cards}>
          <StatCard title={t`Cards read`} value={f.number(264)} trend={-15.1} trendLabel={vs} icon={<IconScan />} loading={loadingDemo} />
          <StatCard title={t`New persons`} value={f.number(198)} trend={8.4} trendLabel={vs} icon={<IconUserPlus />} tone="info" loading={loadingDemo} />
          <StatCard title={t`New companies`} value={f.number(41)} trend={12} trendLabel={vs} icon={<IconBuilding />} tone="success" loading={loadingDemo} />
          <StatCard title={t`Waiting for the office check`} value={f.number(34)} trend={-22.5} trendLabel={vs} icon={<IconClockHour4 />} tone="warning" loading={loadingDemo} />
        </div>
      </Group>

      <Group title={t`With a small chart`} intro={t`A sparkline under the figure shows the last six months.`}>
        <div className={cards}>
          <StatCard title={t`Cards read`} value={f.number(READ.at(-1)!)} trend={-15.1} icon={<IconScan />}>
            <LineChart sparkline area height={56} label={t`Cards read per month`} categories={months} series={[{ name: t`Cards read`, values: READ }]} format={f.number} />
          </StatCard>
          <StatCard title={t`Checked by the office`} value={f.number(CHECKED.at(-1)!)} trend={-22.3} icon={<IconId />} tone="success">
            <LineChart sparkline height={56} label={t`Cards checked per month`} categories={months} series={[{ name: t`Checked`, values: CHECKED }]} format={f.number} />
          </StatCard>
          <StatCard title={t`Check rate`} value={f.percent((CHECKED.at(-1)! / READ.at(-1)!) * 100)} icon={<IconClockHour4 />} tone="info">
            <LineChart sparkline area height={56} label={t`Check rate per month`} categories={months} series={[{ name: t`Check rate`, values: READ.map((r, i) => Math.round((CHECKED[i] / r) * 100)) }]} format={(n) => f.percent(n)} />
          </StatCard>
        </div>
      </Group>

      <Card title={t`Overview`} subtitle={t`Since the start of the year`} headingLevel={3} className={css({ gridColumn: '1 / -1' })}>
        <div className={cards}>
          {figures.map((it) => (
            <div key={it.label} className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
              <span aria-hidden="true" className={cx(iconDisc, it.tone)}>{it.icon}</span>
              <div className={css({ display: 'flex', flexDirection: 'column-reverse' })}>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{it.label}</span>
                <strong className={css({ fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{it.value}</strong>
              </div>
            </div>
          ))}
        </div>
      </Card>

      <DashboardCard title={t`Cards read per month`} subtitle={t`Refresh and the table view are in the menu`} load={barLoad} ready tableToggle skeleton="chart">
        {({ showTable }) => (
          <BarChart label={t`Cards read per month`} categories={months} series={[{ name: t`Cards read`, values: READ }, { name: t`Checked`, values: CHECKED }]} format={f.number} showTable={showTable} height={220} />
        )}
      </DashboardCard>
      <div className={css({ display: 'grid', gap: '6' })}>
        <Card title={t`Try the card states`} headingLevel={3}>
          <div className={css({ display: 'grid', gap: '3' })}>
            <Switch label={t`Make the next refresh fail`} checked={failNext} onCheckedChange={setFailNext} />
            <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{t`Then choose Refresh in the menu of a card: that card shows its own error with Retry; the rest of the page keeps working.`}</p>
          </div>
        </Card>
        <DashboardCard title={t`Monthly goal`} subtitle={t`${f.number(READ.at(-1)!)} of ${f.number(goal)} cards`} load={gaugeLoad} ready skeleton="figure">
          <RadialGauge label={t`Monthly goal reached`} percent={(READ.at(-1)! / goal) * 100} caption={t`of the goal`} size={160} />
        </DashboardCard>
      </div>
      <DashboardCard title={t`Where cards come from`} load={donutLoad} ready tableToggle skeleton="figure">
        {({ showTable }) => (
          <DonutChart
            label={t`Where cards come from`}
            slices={[
              { label: t`Phone camera`, value: 812 },
              { label: t`Office scanner`, value: 486 },
              { label: t`Typed in`, value: 172 },
            ]}
            centerValue={f.number(1470)}
            centerLabel={t`cards`}
            format={f.number}
            showTable={showTable}
          />
        )}
      </DashboardCard>
    </GalleryPage>
  )
}
