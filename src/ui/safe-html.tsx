import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'

// Only http(s), mailto, tel and relative links survive; javascript:, data: (except images) and the like are dropped.
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

let hooked = false
function purifier(): typeof DOMPurify {
  if (!hooked) {
    // Links open in a new tab without handing it our window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    hooked = true
  }
  return DOMPurify
}

/**
 * HTML from a message, an editor or a fixture, made safe to insert: no scripts, no event handlers,
 * no javascript: URLs, no forms, styles or frames. Text formatting, lists, links and images stay.
 */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  })
}

const prose = css({
  overflowWrap: 'anywhere',
  lineHeight: '1.65',
  '& p': { my: '2' },
  '& ul, & ol': { ps: '6', my: '2' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& a': { color: 'primary.text', textDecoration: 'underline' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border', ps: '3', color: 'fg.muted', my: '2' },
  '& h1, & h2, & h3': { fontWeight: 'semibold', mt: '3', mb: '1' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3': { fontSize: 'md' },
  '& code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  // Code blocks read left to right in every language and scroll rather than widen the page.
  '& pre': { direction: 'ltr', textAlign: 'left', bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto', my: '2', '& code': { bg: 'transparent', p: '0' } },
  '& hr': { border: 'none', borderTopWidth: '1px', borderColor: 'border', my: '4' },
  '& img': { maxW: 'full', h: 'auto' },
})

export type SafeHtmlProps = { html: string; className?: string }

/** Renders untrusted HTML after `sanitizeHtml`, with readable prose styles (lists, links, quotes). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // Sanitised just above. dir=auto: an English message reads left-to-right inside the Arabic UI.
  return <div dir="auto" className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />
}

/** The prose styles of SafeHtml, for other rich-text surfaces (the editor) to look the same. */
export const proseClass = prose
