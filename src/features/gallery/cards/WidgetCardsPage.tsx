import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card, Checkbox, ProgressCircle } from '@/ui'
import { GalleryPage } from '../parts/GalleryPage'

const bar = css({ flex: '1', bg: 'primary', borderTopRadius: 'sm', minH: '1', opacity: 0.85 })

export default function WidgetCardsPage() {
  const { t, i18n } = useLingui()
  const [storage, setStorage] = useState<{ usage: number; quota: number } | null>(null)
  const [todo, setTodo] = useState([
    { id: 'a', label: t`Check the cards from Osaka`, done: true },
    { id: 'b', label: t`Merge the duplicate company`, done: false },
    { id: 'c', label: t`Ask sales about 3 cards`, done: false },
  ])
  useEffect(() => {
    navigator.storage?.estimate?.().then((e) => setStorage({ usage: e.usage ?? 0, quota: e.quota ?? 0 }), () => setStorage(null))
  }, [])
  const week = [12, 18, 7, 22, 15, 4, 9]
  const max = Math.max(...week)
  const days = Array.from({ length: 7 }, (_v, i) => i18n.date(new Date(2026, 10, 16 + i), { weekday: 'short' }))
  const mb = (n: number) => i18n.number(n / 1_000_000, { maximumFractionDigits: 1 }) + ' MB'
  return (
    <GalleryPage section="ui" title={t`Widgets`} intro={t`Small self-contained cards for dashboards and side panels.`}>
      <Card title={t`Cards read this week`} subtitle={t`${i18n.number(week.reduce((a, b) => a + b, 0))} in total`}>
        <div role="img" aria-label={week.map((n, i) => `${days[i]} ${n}`).join(', ')} className={css({ display: 'flex', alignItems: 'flex-end', gap: '2', h: '28' })}>
          {week.map((n, i) => (
            <div key={i} className={bar} style={{ height: `${(n / max) * 100}%` }} />
          ))}
        </div>
        <div aria-hidden="true" className={css({ display: 'flex', gap: '2', mt: '2', fontSize: 'xs', color: 'fg.muted' })}>
          {days.map((d) => (
            <span key={d} className={css({ flex: '1', textAlign: 'center' })}>{d}</span>
          ))}
        </div>
      </Card>
      <Card title={t`Storage on this device`} subtitle={t`Photos and records kept for offline work`}>
        {storage && storage.quota > 0 ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
            <ProgressCircle value={(storage.usage / storage.quota) * 100} label={t`Storage used`} showValue size={72} thickness={6} />
            <p className={css({ m: 0, color: 'fg.muted' })}>{t`${mb(storage.usage)} used of ${mb(storage.quota)}`}</p>
          </div>
        ) : (
          <p className={css({ m: 0, color: 'fg.muted' })}>{t`This browser does not tell how much storage is used.`}</p>
        )}
      </Card>
      <Card title={t`To do`} subtitle={t`${todo.filter((x) => !x.done).length} left`}>
        <div className={css({ display: 'grid', gap: '2' })}>
          {todo.map((item) => (
            <Checkbox key={item.id} label={item.label} checked={item.done} onCheckedChange={(done) => setTodo((all) => all.map((x) => (x.id === item.id ? { ...x, done } : x)))} />
          ))}
        </div>
      </Card>
    </GalleryPage>
  )
}
