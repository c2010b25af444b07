// Ready-made header files for common static hosts, all written from scripts/security/policy.mjs.
// `node scripts/security/write-host-files.mjs` rewrites deploy/; a unit test keeps them in step.
import { CACHE_RULES, securityHeaders } from './policy.mjs'

/** Netlify and Cloudflare Pages: `_headers` in the published folder (the build writes dist/_headers). */
export function netlifyHeaders(options) {
  const lines = ['/*', ...Object.entries(securityHeaders(options)).map(([k, v]) => `  ${k}: ${v}`)]
  for (const rule of CACHE_RULES) lines.push(rule.path, `  Cache-Control: ${rule.value}`)
  return lines.join('\n') + '\n'
}

/** Vercel: vercel.json at the project root (plus the SPA fallback). */
export function vercelJson(options) {
  const headers = [
    { source: '/(.*)', headers: Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value })) },
    ...CACHE_RULES.map((r) => ({ source: r.path.replace('*', '(.*)'), headers: [{ key: 'Cache-Control', value: r.value }] })),
  ]
  const config = {
    outputDirectory: 'dist',
    headers,
    // Missing /assets/ files stay 404; every other path is the app.
    rewrites: [{ source: '/((?!assets/|api/|v1/).*)', destination: '/index.html' }],
  }
  return JSON.stringify(config, null, 2) + '\n'
}

/** Firebase Hosting: the `hosting` block of firebase.json. */
export function firebaseJson(options) {
  const config = {
    hosting: {
      public: 'dist',
      headers: [
        { source: '**', headers: Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value })) },
        ...CACHE_RULES.map((r) => ({ source: r.path.replace('/*', '/**'), headers: [{ key: 'Cache-Control', value: r.value }] })),
      ],
      rewrites: [{ source: '!/assets/**', destination: '/index.html' }],
    },
  }
  return JSON.stringify(config, null, 2) + '\n'
}

/** nginx: a server block to include. */
export function nginxConf(options) {
  const add = Object.entries(securityHeaders(options)).map(([k, v]) => `    add_header ${k} "${v}" always;`)
  const cache = (r) => `    location ${r.path === '/assets/*' ? '/assets/' : `= ${r.path}`} {\n${add.map((l) => '  ' + l).join('\n')}\n      add_header Cache-Control "${r.value}" always;\n${r.path === '/assets/*' ? '      try_files $uri =404;\n' : ''}    }`
  return [
    '# Meishi: serve dist/ with the security headers (include inside your `server { … }` block).',
    '# add_header in a location replaces the outer ones, so each location repeats them.',
    '    root /srv/meishi/dist;',
    ...add,
    ...CACHE_RULES.map(cache),
    '    location / {',
    ...add.map((l) => '  ' + l),
    '      try_files $uri /index.html;',
    '    }',
  ].join('\n') + '\n'
}

/** Apache: .htaccess in dist/ (mod_headers and mod_rewrite). */
export function htaccess(options) {
  return [
    '# Meishi: copy into dist/ as .htaccess (needs mod_headers and mod_rewrite).',
    ...Object.entries(securityHeaders(options)).map(([k, v]) => `Header always set ${k} "${v}"`),
    '<FilesMatch "^(sw\\.js|index\\.html|config\\.json)$">',
    '  Header set Cache-Control "no-cache"',
    '</FilesMatch>',
    '<If "%{REQUEST_URI} =~ m#^/assets/#">',
    '  Header set Cache-Control "public, max-age=31536000, immutable"',
    '</If>',
    'RewriteEngine On',
    'RewriteCond %{REQUEST_FILENAME} !-f',
    'RewriteCond %{REQUEST_URI} !^/assets/',
    'RewriteRule ^ /index.html [L]',
  ].join('\n') + '\n'
}

export const HOST_FILES = {
  'deploy/netlify/_headers': netlifyHeaders,
  'deploy/vercel/vercel.json': vercelJson,
  'deploy/firebase/firebase.json': firebaseJson,
  'deploy/nginx/meishi.conf': nginxConf,
  'deploy/apache/.htaccess': htaccess,
}
