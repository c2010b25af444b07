import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Carousel as Ark, useCarousel } from '@ark-ui/react/carousel'
import { useLocaleContext } from '@ark-ui/react/locale'
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { IconButton } from './IconButton'

export type CarouselSlide = { id: string; content: ReactNode }

export type CarouselProps = {
  /** Names the carousel for screen readers ("Card designs"). */
  label: string
  slides: readonly CarouselSlide[]
  slidesPerPage?: number
  loop?: boolean
  /** Moves on by itself every `delay` ms; pauses on hover and focus, and never starts with reduced motion. */
  autoplay?: boolean | { delay: number }
  onPageChange?: (page: number) => void
  className?: string
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

const nav = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', mt: '3' })
const dot = css({
  w: '2.5', h: '2.5', borderRadius: 'full', bg: 'border.strong', cursor: 'pointer', transition: 'width 0.2s, background 0.2s',
  '&[data-current]': { bg: 'primary', w: '6' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' },
})
const viewport = css({ borderRadius: 'lg', _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' } })

/**
 * A carousel (Ark Carousel, scroll-snap): swipe, drag, arrow keys (mirrored in rtl), Previous/Next,
 * one dot per page. Autoplay pauses while the pointer or the focus is inside, and with reduced motion.
 */
export function Carousel({ label, slides, slidesPerPage = 1, loop = true, autoplay, onPageChange, className }: CarouselProps) {
  const { t } = useLingui()
  const { dir } = useLocaleContext()
  const wantsAutoplay = Boolean(autoplay) && !reducedMotion()
  // The user's own Pause wins over hover/focus resuming.
  const [stopped, setStopped] = useState(!wantsAutoplay)
  const inside = useRef({ hover: false, focus: false })
  const slidesRef = useRef<HTMLDivElement>(null)
  const carousel = useCarousel({
    slideCount: slides.length,
    slidesPerPage,
    loop,
    allowMouseDrag: true,
    spacing: '16px',
    autoplay: wantsAutoplay ? autoplay : false,
    onPageChange: (d) => onPageChange?.(d.page),
    translations: {
      nextTrigger: t`Next slide`,
      prevTrigger: t`Previous slide`,
      indicator: (i) => t`Go to slide ${i + 1}`,
      item: (i, count) => t`Slide ${i + 1} of ${count}`,
      autoplayStart: t`Play`,
      autoplayStop: t`Pause`,
    },
  })
  const { isPlaying, play, pause } = carousel
  const sync = () => {
    const { hover, focus } = inside.current
    if (hover || focus || stopped) pause()
    else play()
  }
  useEffect(() => {
    if (stopped && isPlaying) pause()
  }, [stopped, isPlaying, pause])

  useSlideArrowKeys(slidesRef, dir, carousel)
  const toggle = () => {
    if (stopped) {
      setStopped(false)
      play()
    } else {
      setStopped(true)
      pause()
    }
  }

  return (
    <Ark.RootProvider
      value={carousel}
      aria-label={label}
      className={cx(css({ position: 'relative', w: 'full', minW: '0' }), className)}
      data-playing={isPlaying ? '' : undefined}
      onPointerEnter={() => ((inside.current.hover = true), sync())}
      onPointerLeave={() => ((inside.current.hover = false), sync())}
      onFocus={() => ((inside.current.focus = true), sync())}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return
        inside.current.focus = false
        sync()
      }}
    >
      <Ark.ItemGroup ref={slidesRef} className={viewport} tabIndex={0}>
        {slides.map((s, i) => (
          <Ark.Item key={s.id} index={i} className={css({ minW: '0' })}>
            {s.content}
          </Ark.Item>
        ))}
      </Ark.ItemGroup>
      <div className={nav}>
        <Ark.PrevTrigger asChild>
          <IconButton label={t`Previous slide`} size="sm" variant="outline">{dir === 'rtl' ? <IconChevronRight /> : <IconChevronLeft />}</IconButton>
        </Ark.PrevTrigger>
        <Ark.IndicatorGroup className={css({ display: 'flex', alignItems: 'center', gap: '1.5', px: '2' })}>
          {carousel.pageSnapPoints.map((_, i) => (
            // data-current only styles the dot; aria-current tells screen readers which slide is showing.
            <Ark.Indicator key={i} index={i} className={dot} aria-current={i === carousel.page ? 'true' : undefined} />
          ))}
        </Ark.IndicatorGroup>
        <Ark.NextTrigger asChild>
          <IconButton label={t`Next slide`} size="sm" variant="outline">{dir === 'rtl' ? <IconChevronLeft /> : <IconChevronRight />}</IconButton>
        </Ark.NextTrigger>
        {autoplay && (
          <IconButton label={stopped ? t`Play` : t`Pause`} size="sm" variant="ghost" onClick={toggle} data-testid="carousel-autoplay">
            {stopped ? <IconPlayerPlay /> : <IconPlayerPause />}
          </IconButton>
        )}
      </div>
    </Ark.RootProvider>
  )
}

type PageMoves = { scrollNext: () => void; scrollPrev: () => void }

/**
 * Arrow keys on the focused slides, mirrored in rtl. Ark's carousel also takes arrows on the window
 * (capture) while its slides have the focus, unmirrored: both moved the page, so one press started
 * two smooth scrolls that fought (rtl went 1 → 0 → 2) and under load settled 2 px off the slide. This
 * listener is added at mount, so before Ark's (added on each focus), and stops the event there.
 */
function useSlideArrowKeys(slidesRef: RefObject<HTMLElement | null>, dir: string, moves: PageMoves) {
  const latest = useRef({ dir, moves })
  latest.current = { dir, moves }
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || !slidesRef.current || e.target !== slidesRef.current) return
      e.stopImmediatePropagation()
      e.preventDefault()
      const { dir, moves } = latest.current
      if ((e.key === 'ArrowRight') !== (dir === 'rtl')) moves.scrollNext()
      else moves.scrollPrev()
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [slidesRef])
}
