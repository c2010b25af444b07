import DOMPurify from 'dompurify'

/** HTML with scripts, event handlers and javascript: URLs removed (DOMPurify's defaults do all three). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

/** Shows user-written HTML (descriptions, mails) after sanitising it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
