// Small cookie store: every value is JSON, SameSite=Strict, Secure when served over https.
export type CookieOptions = { maxAgeDays?: number }

export function readCookie<T>(name: string): T | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return JSON.parse(decodeURIComponent(part.slice(prefix.length))) as T
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

export function writeCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return
  if (value === undefined || value === null) return removeCookie(name)
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const maxAge = options.maxAgeDays ? `; Max-Age=${Math.round(options.maxAgeDays * 86400)}` : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(JSON.stringify(value))}; Path=/; SameSite=Strict${maxAge}${secure}`
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Strict`
}
