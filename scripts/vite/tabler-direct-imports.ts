import type { Plugin } from 'vite'

// `import { IconX } from '@tabler/icons-react'` makes the bundler parse all ~6,300 icon modules
// (and every plugin transform them) to keep the few we use; rewriting to one file per icon
// cuts the build from minutes to seconds.
const IMPORT_RE = /import\s*\{([^}]+)\}\s*from\s*['"]@tabler\/icons-react['"];?/g
const TYPE_ONLY = new Set(['Icon', 'IconProps', 'TablerIcon', 'TablerIconsProps', 'IconNode'])

export function rewriteTablerImports(code: string): string {
  return code.replace(IMPORT_RE, (whole, names: string) => {
    const kept: string[] = []
    const direct: string[] = []
    for (const raw of names.split(',').map((s) => s.trim()).filter(Boolean)) {
      const isType = raw.startsWith('type ')
      const spec = isType ? raw.slice(5).trim() : raw
      const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim())
      if (isType || TYPE_ONLY.has(imported) || !/^Icon[A-Z0-9]/.test(imported)) kept.push(raw)
      else direct.push(`import ${local} from '@tabler/icons-react/dist/esm/icons/${imported}.mjs';`)
    }
    if (!direct.length) return whole
    return [kept.length ? `import { ${kept.join(', ')} } from '@tabler/icons-react';` : '', ...direct].join('\n')
  })
}

export function tablerDirectImports(): Plugin {
  return {
    name: 'meishi:tabler-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      // Only app code: tests quote such imports inside strings.
      if (!id.includes('/src/') || id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes('@tabler/icons-react')) return null
      return { code: rewriteTablerImports(code), map: null }
    },
  }
}
