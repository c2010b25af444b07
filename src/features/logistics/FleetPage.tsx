import { useEffect, useMemo, useState } from 'react'
import type { FeatureCollection, Geometry } from 'geojson'
import { IconChevronDown, IconTruck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { demoApi } from '@/core/api/client'
import type { VehicleList } from '@/core/api/contract/demo/logistics'
import { useResource, type ResourceFetcher } from '@/core/list/use-resource'
import { pathFor } from '@/core/routing/paths'
import { Badge, Card, ErrorState, LoadingState, PageHeader } from '@/ui'
import { ProgressBar } from '@/ui/Progress'
import { FleetMap, routesOf } from './FleetMap'
import { vehicleCode, WARNING_LABELS, warningTone } from './labels'
import { loadCountries } from './world-map'

/** `apps-logistics-fleet`: every vehicle on an offline world map, with an accordion of routes; picking one flies to it. */
export default function FleetPage() {
  const { t, i18n } = useLingui()
  const fleet = useResource<VehicleList>('apps/logistics/vehicles?itemsPerPage=-1&sortBy=location', { fetcher: demoApi as unknown as ResourceFetcher })
  const [countries, setCountries] = useState<FeatureCollection<Geometry> | null>(null)
  const [mapError, setMapError] = useState(false)
  const [selected, setSelected] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    loadCountries().then((c) => live && setCountries(c), () => live && setMapError(true))
    return () => void (live = false)
  }, [])
  const routes = useMemo(() => routesOf(fleet.data?.vehicles ?? []), [fleet.data])
  const pct = new Intl.NumberFormat(i18n.locale, { style: 'percent' })

  const header = <PageHeader title={<Trans>Fleet</Trans>} subtitle={<Trans>Every vehicle on its route. Works offline, no map key needed.</Trans>} breadcrumbs={[{ label: <Trans>Logistics</Trans>, href: pathFor('apps-logistics-dashboard') }, { label: <Trans>Fleet</Trans> }]} />
  if (fleet.error && !fleet.loading) return <>{header}<Card><ErrorState error={fleet.error} onRetry={() => void fleet.reload()} /></Card></>
  return (
    <>
      {header}
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '20rem minmax(0, 1fr)' }, alignItems: 'start' })}>
        <Card title={t`Vehicles`} padding="none" className={css({ order: { base: 2, lg: 0 } })}>
          {!fleet.data ? (
            <LoadingState />
          ) : (
            <ul aria-label={t`Vehicles`} className={css({ listStyle: 'none', p: '0', m: '0', maxH: { lg: '70vh' }, overflowY: 'auto' })}>
              {fleet.data.vehicles.map((v) => {
                const open = v.id === selected
                return (
                  <li key={v.id} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
                    <h3>
                      <button type="button" aria-expanded={open} aria-controls={`vehicle-${v.id}`} onClick={() => setSelected(open ? null : v.id)} className={cx(css({ display: 'flex', w: 'full', alignItems: 'center', gap: '3', px: '4', py: '3', textAlign: 'start', cursor: 'pointer', _hover: { bg: 'bg.subtle' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '-2px' } }), open ? css({ bg: 'primary.subtle' }) : undefined)}>
                        <span className={css({ display: 'grid', placeItems: 'center', w: '9', h: '9', borderRadius: 'full', bg: 'bg.muted', flexShrink: 0 })}><IconTruck size={18} aria-hidden="true" /></span>
                        <span className={css({ flex: '1', minW: '0' })}>
                          <bdi className={css({ display: 'block', fontWeight: 'semibold' })}>{vehicleCode(v)}</bdi>
                          <bdi className={css({ fontSize: 'xs', color: 'fg.muted' })}>{`${v.startCity} → ${v.endCity}`}</bdi>
                        </span>
                        <IconChevronDown size={18} aria-hidden="true" className={css({ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : undefined })} />
                      </button>
                    </h3>
                    <div id={`vehicle-${v.id}`} hidden={!open} className={css({ px: '4', pb: '4', display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm' })}>
                      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 3', '& dt': { color: 'fg.muted' } })}>
                        <dt><Trans>From</Trans></dt>
                        <dd><bdi>{`${v.startCity}, ${v.startCountry}`}</bdi></dd>
                        <dt><Trans>To</Trans></dt>
                        <dd><bdi>{`${v.endCity}, ${v.endCountry}`}</bdi></dd>
                      </dl>
                      <ProgressBar size="sm" value={v.progress} label={t`Progress`} ariaLabel={t`Progress of ${vehicleCode(v)}`} valueText={pct.format(v.progress / 100)} />
                      <Badge tone={warningTone(v.warnings)} className={css({ alignSelf: 'flex-start' })}>{i18n._(WARNING_LABELS[v.warnings])}</Badge>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </Card>
        <Card padding="none">
          {mapError ? (
            <ErrorState title={t`The map could not be drawn`} description={t`Reload the page to try again.`} onRetry={() => location.reload()} />
          ) : countries && fleet.data ? (
            <FleetMap countries={countries} routes={routes} selected={selected} onSelect={setSelected} />
          ) : (
            <LoadingState label={t`Drawing the map…`} />
          )}
        </Card>
      </div>
    </>
  )
}
