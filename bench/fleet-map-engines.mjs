// Issue 16 asks the fleet map to be measured both ways: our base map (world-atlas countries drawn
// with d3-geo, in the build) against MapLibre GL (not a dependency: fetched with `npm pack` into a
// temporary folder). Prints gzip sizes; asserts nothing.
//   node bench/fleet-map-engines.mjs   (expects a build in dist/)
import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const gz = async (file) => gzipSync(await readFile(file), { level: 9 }).length

export async function measureFleetEngines(distDir = 'dist') {
  const assets = await readdir(join(distDir, 'assets'))
  const ours = assets.filter((f) => /^(FleetPage|countries-110m)-.*\.js$/.test(f))
  const rows = []
  for (const f of ours) rows.push({ engine: 'd3-geo + world-atlas (shipped)', file: f, gzip: await gz(join(distDir, 'assets', f)) })
  const dir = await mkdtemp(join(tmpdir(), 'maplibre-'))
  try {
    const pack = spawnSync('npm', ['pack', 'maplibre-gl', '--silent'], { cwd: dir, encoding: 'utf8' })
    const tarball = pack.stdout.trim().split('\n').pop()
    if (pack.status !== 0 || !tarball) return { rows, note: 'MapLibre GL not measured: npm pack failed (no registry?)' }
    spawnSync('tar', ['xzf', tarball], { cwd: dir })
    for (const f of ['maplibre-gl.mjs', 'maplibre-gl-worker.mjs', 'maplibre-gl.css']) {
      rows.push({ engine: `MapLibre GL ${tarball.replace(/^maplibre-gl-|\.tgz$/g, '')}`, file: f, gzip: await gz(join(dir, 'package/dist', f)) })
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return { rows }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))
if (isMain) {
  const { rows, note } = await measureFleetEngines(process.env.E2E_DIST ?? 'dist')
  console.log('fleet map engines, gzip (the shell every page loads is about 200 KB on top; budget 350 KB):')
  const totals = new Map()
  for (const r of rows) {
    console.log(`${kb(r.gzip).padStart(9)}  ${r.engine}: ${r.file}`)
    totals.set(r.engine, (totals.get(r.engine) ?? 0) + r.gzip)
  }
  for (const [engine, total] of totals) console.log(`${kb(total).padStart(9)}  total, ${engine}`)
  if (note) console.log(note)
}
