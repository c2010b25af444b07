import { existsSync, readFileSync } from 'node:fs'
import { join, normalize, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { apiOrigin, metaPolicy, securityHeaders } from '../security/policy.mjs'
import { netlifyHeaders } from '../security/host-files.mjs'

/**
 * The API origin the page may talk to besides its own: MEISHI_API_ORIGIN or VITE_API_HOST at build
 * time, else the `apiHost` of public/config.json. (Changing apiHost on the server after a deploy means rebuilding
 * or sending the CSP header with that origin: see docs/security-headers.md.)
 */
function configuredApi(root: string): string {
  if (process.env.MEISHI_API_ORIGIN) return apiOrigin(process.env.MEISHI_API_ORIGIN)
  if (process.env.VITE_API_HOST) return apiOrigin(process.env.VITE_API_HOST)
  try {
    const config = JSON.parse(readFileSync(join(root, 'public/config.json'), 'utf8')) as { apiHost?: string }
    return apiOrigin(config.apiHost ?? '')
  } catch {
    return ''
  }
}

/**
 * Build: a strict Content-Security-Policy meta tag right after <meta charset> (dev is left alone:
 * Vite's hot reload needs an inline script). Preview (`npm start`, e2e): the headers a CDN should
 * send, and a plain 404 for a missing /assets/ file — a stale chunk must fail fast and clearly,
 * not come back as index.html and fail as a MIME error.
 */
export function security(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'meishi:security',
    configResolved(config) {
      root = config.root
      outDir = config.build.outDir
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.server) return html
        const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy({ api: configuredApi(root) })}" />`
        return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${tag}`)
      },
    },
    // Netlify and Cloudflare Pages read dist/_headers: the build ships it ready.
    generateBundle() {
      if (this.environment?.name && this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeaders({ api: configuredApi(root) }) })
    },
    configurePreviewServer(server) {
      // outDir may be absolute (e2e serves copies of the build from a temp folder).
      const dist = resolve(root, outDir)
      const headers = securityHeaders({ api: configuredApi(root) })
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        const path = decodeURI((req.url ?? '/').split('?')[0])
        if (path.startsWith('/assets/')) {
          const file = normalize(join(dist, path))
          if (!file.startsWith(dist) || !existsSync(file)) {
            res.statusCode = 404
            res.setHeader('Content-Type', 'text/plain; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(`Not found: ${path} (a file of another build? Reload the page.)\n`)
            return
          }
        }
        next()
      })
    },
  }
}
