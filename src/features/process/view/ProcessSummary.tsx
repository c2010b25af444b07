import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Process } from '@/core/api/contract/product/process'
import { Card } from '@/ui'
import { ProgressBar } from '../components/ProgressBar'
import { useDateFormat } from '../hooks/use-date-format'
import { useNames } from '@/core/names/use-names'

const label = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })
const value = css({ fontSize: 'lg', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })

/** The process header: progress, failed, totals, owner, uploader, date. */
export function ProcessSummary({ process }: { process: Process }) {
  const { dateTime } = useDateFormat()
  const names = useNames()
  const waiting = process.total - process.progress
  return (
    <Card className={css({ mb: '5' })}>
      <div className={css({ display: 'grid', gap: '4' })}>
        <ProgressBar progress={process.progress} failed={process.failed} total={process.total} />
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(6, auto)' }, gap: '4', m: '0' })}>
          <div>
            <dt className={label}><Trans>Cards</Trans></dt>
            <dd className={value}>{process.total}</dd>
          </div>
          <div>
            <dt className={label}><Trans>Analysed</Trans></dt>
            <dd className={value}>{process.progress}</dd>
          </div>
          <div>
            <dt className={label}><Trans>Waiting</Trans></dt>
            <dd className={value}>{waiting}</dd>
          </div>
          <div>
            <dt className={label}><Trans>Failed</Trans></dt>
            <dd className={css({ fontSize: 'lg', fontWeight: 'semibold', color: process.failed ? 'danger.text' : 'fg' })}>{process.failed}</dd>
          </div>
          <div>
            <dt className={label}><Trans>Owner</Trans></dt>
            <dd className={css({ fontWeight: 'medium' })}>
              <bdi>{names.display({ name: process.owner, kana: process.owner_kana ?? '' })}</bdi>
            </dd>
          </div>
          <div>
            <dt className={label}><Trans>Uploaded</Trans></dt>
            {/* Name and date on their own lines: mixing Latin names, dates and Arabic in one sentence reorders them. */}
            <dd className={css({ fontSize: 'sm', display: 'grid' })}>
              <bdi className={css({ fontWeight: 'medium' })}>{names.display({ name: process.uploader, kana: process.uploader_kana ?? '' })}</bdi>
              <time dateTime={process.created_at} className={css({ color: 'fg.muted' })}>
                {dateTime(process.created_at)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  )
}
