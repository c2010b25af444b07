import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { geoInterpolate, geoNaturalEarth1, geoPath } from 'd3-geo'
import type { FeatureCollection, Geometry } from 'geojson'
import { IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Vehicle } from '@/core/api/contract/demo/logistics'
import { IconButton } from '@/ui'
import { useWidth } from '@/ui/charts'
import { CITY_COORDINATES } from './cities'
import { vehicleCode, warningTone } from './labels'

export type View = { x: number; y: number; k: number }
const HOME: View = { x: 0, y: 0, k: 1 }
const clampK = (k: number) => Math.min(8, Math.max(1, k))
const toneColor = { success: 'var(--colors-success)', warning: 'var(--colors-warning)', danger: 'var(--colors-danger)' }

export type Route = { vehicle: Vehicle; from: [number, number]; to: [number, number]; at: [number, number] }

/** Each vehicle's route as a great circle, and where it is along it (progress). Unknown cities are left out. */
export function routesOf(vehicles: readonly Vehicle[]): Route[] {
  return vehicles.flatMap((v) => {
    const from = CITY_COORDINATES[v.startCity]
    const to = CITY_COORDINATES[v.endCity]
    if (!from || !to) return []
    return [{ vehicle: v, from, to, at: geoInterpolate(from, to)(v.progress / 100) as [number, number] }]
  })
}

type Props = { countries: FeatureCollection<Geometry>; routes: readonly Route[]; selected: number | null; onSelect: (id: number | null) => void }

/** The offline fleet map: countries, routes and vehicles in SVG; drag to pan, wheel or buttons to zoom; flies to the selected vehicle. */
export function FleetMap({ countries, routes, selected, onSelect }: Props) {
  const { t } = useLingui()
  const [ref, width] = useWidth<HTMLDivElement>(640)
  const height = Math.round(width * 0.55)
  const projection = useMemo(() => geoNaturalEarth1().fitExtent([[8, 8], [width - 8, height - 8]], { type: 'Sphere' }), [width, height])
  const path = useMemo(() => geoPath(projection), [projection])
  const [view, setView] = useState<View>(HOME)
  const [animate, setAnimate] = useState(false)
  const drag = useRef<{ x: number; y: number; view: View } | null>(null)

  // Fly to the selected vehicle, and back to the whole world when the selection is cleared.
  useEffect(() => {
    setAnimate(true)
    const r = routes.find((x) => x.vehicle.id === selected)
    const p = r ? projection(r.at) : null
    if (!p) return setView(HOME)
    const k = 4
    setView({ k, x: width / 2 - p[0] * k, y: height / 2 - p[1] * k })
  }, [selected, routes, projection, width, height])

  const zoomBy = (factor: number, cx = width / 2, cy = height / 2) => {
    setView((v) => {
      const k = clampK(v.k * factor)
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k }
    })
  }
  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    setAnimate(false)
    drag.current = { x: e.clientX, y: e.clientY, view }
    e.currentTarget.setPointerCapture(e.pointerId)
  }
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current
    if (d) setView({ ...d.view, x: d.view.x + e.clientX - d.x, y: d.view.y + e.clientY - d.y })
  }
  const svgRef = useRef<SVGSVGElement | null>(null)
  useEffect(() => {
    const el = svgRef.current
    if (!el) return
    // A non-passive listener, so the page does not scroll while the wheel zooms the map.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      setAnimate(false)
      const box = el.getBoundingClientRect()
      zoomBy(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - box.left, e.clientY - box.top)
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  })

  return (
    <div ref={ref} className={css({ position: 'relative', w: 'full', borderRadius: 'lg', overflow: 'hidden', bg: 'info.subtle', touchAction: 'none' })}>
      <svg
        ref={svgRef}
        width={width}
        height={height}
        role="img"
        aria-label={t`Map of the fleet: ${routes.length} vehicles and their routes`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        className={css({ display: 'block', cursor: 'grab', _active: { cursor: 'grabbing' } })}
      >
        <g data-testid="map-view" style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`, transformOrigin: '0 0', transition: animate ? 'transform 0.7s ease-in-out' : 'none' }}>
          <path d={path({ type: 'Sphere' }) ?? ''} style={{ fill: 'var(--colors-bg-surface)', opacity: 0.35 }} />
          {countries.features.map((f, i) => (
            <path key={i} d={path(f) ?? ''} strokeWidth={0.5 / view.k} style={{ fill: 'var(--colors-bg-muted)', stroke: 'var(--colors-border-strong)' }} />
          ))}
          {routes.map((r) => {
            const active = r.vehicle.id === selected
            return (
              <path
                key={`route-${r.vehicle.id}`}
                d={path({ type: 'LineString', coordinates: [r.from, r.to] }) ?? ''}
                fill="none"
                strokeWidth={(active ? 2.5 : 1.2) / view.k}
                strokeDasharray={active ? undefined : `${4 / view.k} ${3 / view.k}`}
                style={{ stroke: active ? 'var(--colors-primary)' : 'var(--colors-fg-subtle)', opacity: selected === null || active ? 0.9 : 0.25 }}
              />
            )
          })}
          {routes.map((r) => {
            const p = projection(r.at)
            if (!p) return null
            const active = r.vehicle.id === selected
            return (
              <g key={`v-${r.vehicle.id}`} transform={`translate(${p[0]} ${p[1]})`} onClick={() => onSelect(active ? null : r.vehicle.id)} style={{ cursor: 'pointer' }}>
                <circle r={(active ? 7 : 5) / view.k} strokeWidth={2 / view.k} style={{ fill: toneColor[warningTone(r.vehicle.warnings)], stroke: active ? 'var(--colors-primary)' : 'var(--colors-bg-surface)' }} />
                <title>{vehicleCode(r.vehicle)}</title>
              </g>
            )
          })}
        </g>
      </svg>
      <div className={css({ position: 'absolute', insetInlineEnd: '3', top: '3', display: 'flex', flexDirection: 'column', gap: '1', bg: 'bg.surface', borderRadius: 'md', boxShadow: 'card', p: '1' })}>
        <IconButton label={t`Zoom in`} size="sm" onClick={() => { setAnimate(true); zoomBy(1.5) }}><IconPlus /></IconButton>
        <IconButton label={t`Zoom out`} size="sm" onClick={() => { setAnimate(true); zoomBy(1 / 1.5) }}><IconMinus /></IconButton>
        <IconButton label={t`Show the whole world`} size="sm" onClick={() => { setAnimate(true); setView(HOME); onSelect(null) }}><IconFocusCentered /></IconButton>
      </div>
    </div>
  )
}
