// House import rules (DESIGN.md §2): features never import each other; src/core and src/ui
// never import the app, layouts or features; the worker only shares the API contract.
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(root, 'src', spec.slice(2))
  if (spec.startsWith('~sw/')) return path.join(root, 'sw', spec.slice(4))
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec)
  return undefined
}

const area = (file) => {
  const rel = path.relative(root, file).split(path.sep)
  if (rel[0] === 'src' && rel[1] === 'features') return { layer: 'feature', name: rel[2] }
  if (rel[0] === 'src') return { layer: rel[1] }
  return { layer: rel[0] }
}

function problem(from, to, rel) {
  if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name) return `features never import each other (${from.name} -> ${to.name}); move shared parts to src/ui or src/core`
  if ((from.layer === 'core' || from.layer === 'ui') && ['app', 'layouts', 'feature'].includes(to.layer)) return `src/${from.layer} must not import src/${to.layer === 'feature' ? 'features' : to.layer}`
  if (from.layer === 'sw' && to.layer !== 'sw' && !rel.includes('core/api/contract') && !rel.includes('src/app/routes/meta')) return 'the worker only imports the shared API contract from src/'
  return undefined
}

export const importBoundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename
        const check = (node) => {
          const spec = node.source?.value
          if (typeof spec !== 'string') return
          const target = resolveTarget(file, spec)
          if (!target) return
          const message = problem(area(file), area(target), path.relative(root, target))
          if (message) context.report({ node, message })
        }
        return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
      },
    },
  },
}
