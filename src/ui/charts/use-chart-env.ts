import { useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import { directionOf, type Locale } from '@/core/i18n/locales'

export type ChartEnv = {
  locale: string
  rtl: boolean
  /** Compact figures for axes (1.2K, 1,2 k, 1.2万). */
  compact: (n: number) => string
}

/** The language's number formats and direction; charts re-render when the language changes. */
export function useChartEnv(): ChartEnv {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
    return { locale, rtl: directionOf(locale as Locale) === 'rtl', compact: (n: number) => compact.format(n) }
  }, [locale])
}

/** The width of a box, following its container (ResizeObserver): charts redraw to fit, never scale text. */
export function useWidth<T extends HTMLElement>(initial = 320) {
  const ref = useRef<T | null>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width)
      if (w > 0) setWidth(w)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [])
  return [ref, width] as const
}
