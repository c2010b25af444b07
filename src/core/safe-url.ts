// Web addresses users type (a company's website, a calendar event's link) end up in `href`s: only
// http(s) may, or a stored `javascript:` URL would run script on a click. Shared by the API
// contracts (server and forms) and by every page that renders such a link.

export const HTTP_URL_MESSAGE = 'Enter a full web address starting with http:// or https://'

/** True for an absolute http:// or https:// URL. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The address to put in an href, or undefined (render it as text) when it is not http(s). */
export const safeHref = (value: string | null | undefined): string | undefined => (value && isHttpUrl(value) ? value.trim() : undefined)
