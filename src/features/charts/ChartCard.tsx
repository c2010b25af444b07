import { useState, type ReactNode } from 'react'
import { IconChartBar, IconTable } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card } from '@/ui/Card'
import { IconButton } from '@/ui/IconButton'

export const chartGrid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } })

/** A gallery card: title, subtitle and a toggle between the drawing and its figures as a table. */
export function ChartCard({ title, subtitle, children }: { title: string; subtitle?: string; children: (showTable: boolean) => ReactNode }) {
  const { t } = useLingui()
  const [showTable, setShowTable] = useState(false)
  return (
    <Card
      title={title}
      subtitle={subtitle}
      className={css({ minW: '0' })}
      actions={
        <IconButton label={showTable ? t`Show ${title} as a chart` : t`Show ${title} as a table`} size="sm" aria-pressed={showTable} onClick={() => setShowTable((v) => !v)}>
          {showTable ? <IconChartBar /> : <IconTable />}
        </IconButton>
      }
    >
      {children(showTable)}
    </Card>
  )
}
