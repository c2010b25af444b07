import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Carousel } from '@/ui/Carousel'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const HUES = [152, 210, 28, 280, 350, 190]

/** Our own picture: a business card design on a tinted desk, one hue per slide. */
function CardDesign({ hue, title, caption }: { hue: number; title: string; caption: string }) {
  return (
    <figure className={css({ m: 0, borderRadius: 'lg', overflow: 'hidden', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' })}>
      <svg viewBox="0 0 400 200" aria-hidden="true" style={{ display: 'block', width: '100%', height: 'auto', background: `hsl(${hue} 60% 92%)` }}>
        <circle cx="340" cy="30" r="70" fill={`hsl(${hue} 55% 80%)`} />
        <g transform="rotate(-4 200 100)">
          <rect x="90" y="45" width="220" height="120" rx="10" fill="#fff" stroke={`hsl(${hue} 40% 70%)`} />
          <rect x="90" y="45" width="12" height="120" rx="4" fill={`hsl(${hue} 60% 45%)`} />
          <rect x="120" y="68" width="90" height="12" rx="3" fill={`hsl(${hue} 50% 35%)`} />
          <rect x="120" y="90" width="130" height="7" rx="3" fill="#c5cad3" />
          <rect x="120" y="104" width="110" height="7" rx="3" fill="#c5cad3" />
          <rect x="120" y="136" width="70" height="7" rx="3" fill="#c5cad3" />
          <rect x="262" y="120" width="32" height="32" rx="4" fill={`hsl(${hue} 40% 88%)`} />
        </g>
      </svg>
      <figcaption className={css({ p: '3' })}>
        <p className={css({ m: 0, fontWeight: 'semibold' })}>{title}</p>
        <p className={css({ m: 0, fontSize: 'sm', color: 'fg.muted' })}>{caption}</p>
      </figcaption>
    </figure>
  )
}

export default function SwiperPage() {
  const { t } = useLingui()
  const [page, setPage] = useState(0)
  const [teamPage, setTeamPage] = useState(0)
  const designs = [
    { title: t`Classic`, caption: t`White card, one accent colour` },
    { title: t`Bilingual`, caption: t`Japanese on the front, English on the back` },
    { title: t`Vertical`, caption: t`Text set top to bottom` },
    { title: t`With a QR code`, caption: t`Links to the company page` },
    { title: t`Sales team`, caption: t`Bold name, phone first` },
    { title: t`Minimal`, caption: t`Name and e-mail only` },
  ]
  const slides = designs.map((d, i) => ({ id: `design-${i}`, content: <CardDesign hue={HUES[i]} title={d.title} caption={d.caption} /> }))
  return (
    <GalleryPage
      section="ui"
      title={t`Carousel`}
      intro={t`Slides side by side: swipe or drag, use the arrows or the arrow keys (mirrored in Arabic), or pick a dot.`}
      wide
    >
      <Example
        title={t`Autoplay`}
        description={t`Moves on every five seconds. It pauses while the pointer or the keyboard focus is on it, stays still when the system asks for reduced motion, and Pause stops it.`}
        state={{ page }}
        usage={`<Carousel label="Card designs" autoplay={{ delay: 5000 }} slides={[{ id, content }]} onPageChange={setPage} />`}
      >
        <Carousel label={t`Card designs`} slides={slides} autoplay={{ delay: 5000 }} onPageChange={setPage} className={css({ maxW: '36rem', mx: 'auto' })} />
      </Example>
      <Example
        title={t`Several per page`}
        description={t`Two designs at a time; the dots count pages, not slides.`}
        state={{ page: teamPage }}
        usage={`<Carousel label="…" slidesPerPage={2} loop={false} slides={…} />`}
      >
        <Carousel label={t`More card designs`} slides={slides} slidesPerPage={2} loop={false} onPageChange={setTeamPage} />
      </Example>
    </GalleryPage>
  )
}
