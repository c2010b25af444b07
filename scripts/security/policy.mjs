// The one place the app's security policy is written down. Used by the build (CSP meta tag in
// index.html, headers of the preview server) and by scripts/security/write-host-files.mjs, which
// writes the ready-made header files for static hosts under deploy/.

/** The origin of `apiHost` ("https://api.example.com/x" → "https://api.example.com"); '' for same-origin. */
export function apiOrigin(apiHost) {
  if (!apiHost) return ''
  const url = new URL(apiHost)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`apiHost must be an http(s) URL, got ${apiHost}`)
  return url.origin
}

/**
 * Directives that work in a <meta> tag. Scripts only from our origin (no inline script, no eval);
 * 'wasm-unsafe-eval' lets the OCR engine compile its WebAssembly. Styles allow inline because the
 * chart and calendar libraries inject <style> elements; style cannot run script.
 */
export function cspDirectives({ api = '' } = {}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Card photos and generated avatars are data:/blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
}

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')

/** For the <meta http-equiv="Content-Security-Policy"> tag. */
export const metaPolicy = (options) => serialize(cspDirectives(options))

/** For a real header: adds what a meta tag cannot carry (framing, violation reports stay off). */
export const headerPolicy = (options) => serialize({ ...cspDirectives(options), 'frame-ancestors': ["'none'"] })

/** Headers a CDN or static host should send with every response. */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': headerPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}

/** Caching: hashed build files forever; the worker, the page and config.json always revalidated. */
export const CACHE_RULES = [
  { path: '/assets/*', value: 'public, max-age=31536000, immutable' },
  { path: '/sw.js', value: 'no-cache' },
  { path: '/index.html', value: 'no-cache' },
  { path: '/config.json', value: 'no-cache' },
]
