import DOMPurify from 'dompurify'

/** Removes scripts, event handlers and javascript: URLs from HTML (DOMPurify's HTML profile). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] })
}

/** Shows HTML from data after sanitising it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The HTML is sanitised just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
