import { feature } from 'topojson-client'
import type { Topology, GeometryCollection } from 'topojson-specification'
import type { FeatureCollection, Geometry } from 'geojson'

/**
 * Natural Earth country outlines at 1:110m (world-atlas), loaded as its own chunk: it ships in the
 * build (the worker precaches it), so the map needs no network and no token.
 */
export async function loadCountries(): Promise<FeatureCollection<Geometry>> {
  const topo = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{ countries: GeometryCollection }>
  return feature(topo, topo.objects.countries) as FeatureCollection<Geometry>
}
