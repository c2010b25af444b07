// House import rules (DESIGN.md §2): layers only point down.
//   app → layouts → features → ui → core; features never import each other; the worker only shares
//   the API contract; src/ui takes generic types rather than product contracts.
// Plus a cycle check: no file may reach itself again through static value imports (type-only
// imports and dynamic `import()` are left out: neither runs at module evaluation).
import fs from 'node:fs'
import path from 'node:path'

const defaultRoot = path.resolve(import.meta.dirname, '../..')
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx']

export function resolveTarget(root, fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(root, 'src', spec.slice(2))
  if (spec.startsWith('~sw/')) return path.join(root, 'sw', spec.slice(4))
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec)
  return undefined
}

/** The file an import names (with its extension, or the folder's index), or undefined. */
function resolveFile(target) {
  if (EXTENSIONS.includes(path.extname(target)) && fs.existsSync(target)) return target
  for (const ext of EXTENSIONS) if (fs.existsSync(target + ext)) return target + ext
  for (const ext of EXTENSIONS) if (fs.existsSync(path.join(target, 'index' + ext))) return path.join(target, 'index' + ext)
  return undefined
}

export const area = (root, file) => {
  const rel = path.relative(root, file).split(path.sep)
  if (rel[0] === 'src' && rel[1] === 'features') return { layer: 'feature', name: rel[2] }
  if (rel[0] === 'src') return { layer: rel[1] }
  return { layer: rel[0] }
}

const folder = (layer) => (layer === 'feature' ? 'features' : layer)

/** Which layers a layer may not import (beyond the rules that depend on the import itself). */
const FORBIDDEN = {
  core: ['app', 'layouts', 'feature', 'ui'],
  ui: ['app', 'layouts', 'feature'],
  feature: ['app', 'layouts'],
  layouts: ['app', 'feature'],
}

export function problem(from, to, rel, typeOnly = false) {
  if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name) return `features never import each other (${from.name} -> ${to.name}); move shared parts to src/ui or src/core`
  if (FORBIDDEN[from.layer]?.includes(to.layer)) return `src/${folder(from.layer)} must not import src/${folder(to.layer)} (layers only point down: app → layouts → features → ui → core)`
  if (from.layer === 'ui' && rel.split(path.sep).join('/').startsWith('src/core/api/contract/product/'))
    return `src/ui must not import product contracts${typeOnly ? ' (take a generic type instead)' : ''}; a feature hands its records to the part`
  if (from.layer === 'sw' && to.layer !== 'sw' && !rel.split(path.sep).join('/').startsWith('src/core/api/contract/')) return 'the worker only imports the shared API contract from src/'
  return undefined
}

// Static value imports of a file, read with a light scan (comments stripped) and cached per file.
const IMPORT_RE = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g
const graphCache = new Map()

function staticImports(root, file) {
  const key = `${root}\0${file}`
  const cached = graphCache.get(key)
  let mtime = 0
  try {
    mtime = fs.statSync(file).mtimeMs
  } catch {
    return []
  }
  if (cached && cached.mtime === mtime) return cached.deps
  const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  const deps = []
  for (const m of source.matchAll(IMPORT_RE)) {
    const spec = m[4] ?? m[5]
    if (m[2]) continue // import type / export type
    // `import { type A, type B } from` is type-only too.
    if (m[3] && /^\{[^}]*\}$/.test(m[3].trim()) && m[3].replace(/[{}\s]/g, '').split(',').filter(Boolean).every((n) => n.startsWith('type'))) continue
    const target = resolveTarget(root, file, spec)
    const resolved = target && resolveFile(target)
    if (resolved) deps.push(resolved)
  }
  graphCache.set(key, { mtime, deps })
  return deps
}

/** A path of files from `start` back to `file` through static imports, or undefined. */
export function findCycle(root, file, start) {
  const seen = new Set()
  const stack = [[start, [start]]]
  while (stack.length) {
    const [current, trail] = stack.pop()
    if (current === file) return trail
    if (seen.has(current)) continue
    seen.add(current)
    for (const next of staticImports(root, current)) if (!seen.has(next)) stack.push([next, [...trail, next]])
  }
  return undefined
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

export function createImportBoundaries({ root = defaultRoot } = {}) {
  return {
    rules: {
      'import-boundaries': {
        meta: { type: 'problem', schema: [] },
        create(context) {
          const file = context.filename
          const check = (node) => {
            const spec = node.source?.value
            if (typeof spec !== 'string') return
            const target = resolveTarget(root, file, spec)
            if (!target) return
            const typeOnly = isTypeOnly(node)
            const message = problem(area(root, file), area(root, target), path.relative(root, target), typeOnly)
            if (message) return context.report({ node, message })
            if (node.type === 'ImportExpression' || typeOnly) return
            const resolved = resolveFile(target)
            const cycle = resolved && findCycle(root, file, resolved)
            if (cycle) context.report({ node, message: `import cycle: ${[file, ...cycle].map((f) => path.relative(root, f)).join(' → ')}` })
          }
          return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
        },
      },
    },
  }
}

export const importBoundaries = createImportBoundaries()
