import type { Ref } from 'react'
import { css } from 'styled-system/css'
import { Skeleton } from '../Skeleton'
import { ErrorState } from '../states/ErrorState'
import { ChartFigure, type ChartData } from './ChartFigure'

export type LibraryChartFrameProps = {
  label: string
  summary?: string
  data: ChartData
  format: (n: number) => string
  showTable?: boolean
  height: number
  /** The library is loaded (the host element then gets drawn into). */
  ready: boolean
  failed: boolean
  onRetry: () => void
  hostRef: Ref<HTMLDivElement>
}

/**
 * The frame the library-drawn charts share with our SVG charts: accessible name, summary and the figures
 * as a table (ChartFigure); a skeleton while the library loads. When it cannot load (offline before
 * the first visit), an error with Retry, and the figures are shown as the table meanwhile.
 */
export function LibraryChartFrame({ label, summary, data, format, showTable, height, ready, failed, onRetry, hostRef }: LibraryChartFrameProps) {
  if (failed)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {/* The shell's existing wording (offline / could not load): no new text in the catalog /login downloads. */}
        <ErrorState compact error={{ offline: !navigator.onLine, message: '' }} onRetry={onRetry} />
        <ChartFigure label={label} summary={summary} data={data} format={format} showTable>
          {null}
        </ChartFigure>
      </div>
    )
  return (
    <ChartFigure label={label} summary={summary} data={data} format={format} showTable={showTable}>
      <div className={css({ position: 'relative', w: 'full', minW: '0' })} style={{ height }}>
        {!ready && <Skeleton height={`${height}px`} className={css({ position: 'absolute', inset: '0' })} />}
        <div ref={hostRef} data-chart-host="" className={css({ position: 'absolute', inset: '0' })} />
      </div>
    </ChartFigure>
  )
}
