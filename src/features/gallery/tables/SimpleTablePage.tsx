import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { RadioGroup, Switch } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const ROWS = [
  ['株式会社青葉ソリューションズ', '情報通信業', '東京都港区', 120],
  ['有限会社丸山酒造', '製造業', '新潟県長岡市', 18],
  ['東洋精機株式会社', '製造業', '愛知県豊田市', 640],
  ['Hoshino Trading', '卸売業', '大阪府大阪市', 54],
  ['さくら物流株式会社', '運輸業', '福岡県福岡市', 310],
  ['医療法人 みどり会', '医療', '北海道札幌市', 92],
  ['一般社団法人 名刺協会', 'サービス業', '京都府京都市', 7],
  ['Kyoto Design Works', '専門サービス', '京都府京都市', 23],
] as const

const table = css({ w: 'full', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm', '& th, & td': { textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' }, '& th': { position: 'sticky', top: 0, bg: 'bg.subtle', fontWeight: 'semibold', color: 'fg.muted', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: '0.04em', zIndex: 1 } })
const density = { compact: css({ '& th, & td': { px: '3', py: '1.5' } }), normal: css({ '& th, & td': { px: '4', py: '3' } }), comfortable: css({ '& th, & td': { px: '5', py: '4' } }) }
const striped = css({ '& tbody tr:nth-child(even) td': { bg: 'bg.subtle' } })

export default function SimpleTablePage() {
  const { t, i18n } = useLingui()
  const [size, setSize] = useState<keyof typeof density>('normal')
  const [stripes, setStripes] = useState(true)
  return (
    <GalleryPage section="tables" title={t`Simple table`} intro={t`A plain HTML table for short, fixed data: density, stripes and a header that stays in view.`} wide>
      <Example title={t`Companies`} state={{ density: size, striped: stripes }} usage={`<table className={css({ … })}>…</table>`}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'center', w: 'full' })}>
          <RadioGroup
            label={t`Density`}
            name="gallery-density"
            orientation="horizontal"
            value={size}
            onValueChange={(v) => setSize(v as keyof typeof density)}
            options={[
              { value: 'compact', label: t`Compact` },
              { value: 'normal', label: t`Normal` },
              { value: 'comfortable', label: t`Comfortable` },
            ]}
          />
          <Switch label={t`Striped rows`} checked={stripes} onCheckedChange={setStripes} />
        </div>
        <div className={css({ maxH: '16rem', overflow: 'auto', w: 'full', borderWidth: '1px', borderColor: 'border', borderRadius: 'md' })} tabIndex={0} role="region" aria-label={t`Companies`}>
          <table className={cx(table, density[size], stripes && striped)}>
            <thead>
              <tr>
                <th scope="col">{t`Company`}</th>
                <th scope="col">{t`Industry`}</th>
                <th scope="col">{t`Address`}</th>
                <th scope="col" style={{ textAlign: 'end' }}>{t`Employees`}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([name, industry, address, staff]) => (
                <tr key={name}>
                  <td lang="ja" className={css({ wordBreak: 'keep-all', fontWeight: 'medium' })}>{name}</td>
                  <td lang="ja">{industry}</td>
                  <td lang="ja">{address}</td>
                  <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{i18n.number(staff)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Example>
    </GalleryPage>
  )
}
