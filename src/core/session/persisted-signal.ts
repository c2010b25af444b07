import { signal, effect, type Signal } from '@preact/signals-react'
import { readCookie, writeCookie, type CookieOptions } from './cookies'

/** A signal whose value lives in a cookie: read once at start, written on every change. */
export function persistedSignal<T>(cookieName: string, fallback: T, options?: CookieOptions): Signal<T> {
  const stored = readCookie<T>(cookieName)
  const s = signal<T>(stored === undefined ? fallback : stored)
  effect(() => {
    writeCookie(cookieName, s.value, options)
  })
  return s
}
