import { expect } from 'chai'
import { LocaleProvider } from '@ark-ui/react/locale'
import { Carousel } from '@/ui/Carousel'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

const slides = ['Red', 'Green', 'Blue'].map((name) => ({ id: name, content: <div style={{ height: 80 }}>{name} card</div> }))
const key = (el: HTMLElement, k: string) =>
  act(async () => {
    el.focus()
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  })

async function mount(dir: 'ltr' | 'rtl', autoplay = false) {
  const pages: number[] = []
  const view = await render(
    <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
      <div dir={dir} style={{ width: 400 }}>
        <Carousel label="Card designs" slides={slides} loop={false} autoplay={autoplay ? { delay: 60_000 } : false} onPageChange={(p) => pages.push(p)} />
      </div>
    </LocaleProvider>,
  )
  const root = view.container.querySelector<HTMLElement>('[aria-roledescription=carousel]')!
  const viewport = root.querySelector<HTMLElement>('[data-part=item-group]')!
  const current = () => [...root.querySelectorAll('[data-part=indicator]')].findIndex((d) => d.hasAttribute('data-current'))
  /** Waits until slide `i` is the one in view: the smooth scroll has arrived, as a person would wait to see it. */
  const inView = (i: number) =>
    waitFor(() => {
      const slide = root.querySelectorAll('[data-part=item]')[i].getBoundingClientRect()
      expect(Math.round(slide.left)).to.equal(Math.round(viewport.getBoundingClientRect().left))
    })
  let done = false
  const unmount = async () => {
    if (!done) await view.unmount()
    done = true
  }
  mounted.push(unmount)
  return { ...view, unmount, root, viewport, pages, current, inView }
}

// A failed test leaves no carousel behind: a mounted one would still hold the window's key listeners.
const mounted: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const unmount of mounted.splice(0)) await unmount()
})

describe('Carousel', function () {
  this.timeout(15_000)

  it('a named carousel region; slides are named "Slide n of 3"; dots and buttons are named; the current dot is marked for screen readers', async () => {
    const { root, container, unmount } = await mount('ltr')
    expect(root.getAttribute('role')).to.equal('region')
    expect(root.getAttribute('aria-label')).to.equal('Card designs')
    const items = [...root.querySelectorAll('[data-part=item]')]
    expect(items.map((i) => i.getAttribute('aria-label'))).to.deep.equal(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'])
    expect(items[0].getAttribute('aria-roledescription')).to.equal('slide')
    const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-part=indicator]')]
    expect(dots.map((d) => d.getAttribute('aria-label'))).to.deep.equal(['Go to slide 1', 'Go to slide 2', 'Go to slide 3'])
    expect(dots.map((d) => d.getAttribute('aria-current'))).to.deep.equal(['true', null, null])
    expect(root.querySelector('button[aria-label="Previous slide"]')).to.not.equal(null)
    expect(root.querySelector('button[aria-label="Next slide"]')).to.not.equal(null)
    await expectNoSeriousAxe(container)
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`${dir}: arrow keys on the slides go towards the arrow (ArrowRight is next in ltr, previous in rtl)`, async () => {
      const { viewport, root, current, pages, inView } = await mount(dir)
      const forward = dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft'
      const back = dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight'
      // Each press waits for its slide to come into view: Chromium leaves two smooth scrolls started
      // 10 ms apart stuck mid-way (2 px off) under load, which no person pressing keys would do.
      await key(viewport, forward)
      await waitFor(() => expect(current()).to.equal(1))
      expect(pages.at(-1)).to.equal(1)
      await inView(1)
      await key(viewport, forward)
      await waitFor(() => expect(current()).to.equal(2))
      await inView(2)
      await key(viewport, back)
      await waitFor(() => expect(current()).to.equal(1))
      await waitFor(() => expect(root.querySelectorAll('[data-part=indicator]')[1].getAttribute('aria-current')).to.equal('true'))
      await inView(1)
      // One move a press: Ark's own arrow keys (unmirrored) once moved the page a second time.
      expect(pages).to.deep.equal([1, 2, 1])
    })

    it(`${dir}: on the dots, arrows (mirrored), Home and End move between pages; a dot click goes to its slide`, async () => {
      const { root, current, unmount } = await mount(dir)
      const group = root.querySelector<HTMLElement>('[data-part=indicator-group]')!
      const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-part=indicator]')]
      await key(dots[0], 'End')
      await waitFor(() => expect(current()).to.equal(2))
      await key(dots[2], 'Home')
      await waitFor(() => expect(current()).to.equal(0))
      await key(dots[0], dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft')
      await waitFor(() => expect(current()).to.equal(1))
      expect(group.contains(document.activeElement)).to.equal(true)
      await act(async () => dots[2].click())
      await waitFor(() => expect(current()).to.equal(2))
      await unmount()
    })
  }

  it('Previous and Next buttons; with loop off, Previous is disabled on the first slide', async () => {
    const { root, current, unmount } = await mount('ltr')
    const prev = root.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]')!
    const next = root.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!
    expect(prev.disabled).to.equal(true)
    await act(async () => next.click())
    await waitFor(() => expect(current()).to.equal(1))
    await waitFor(() => expect(prev.disabled).to.equal(false))
    await act(async () => prev.click())
    await waitFor(() => expect(current()).to.equal(0))
    await unmount()
  })

  it('autoplay: a named Pause button stops it and becomes Play; the slides are not a live region while playing', async () => {
    const { root, viewport, unmount } = await mount('ltr', true)
    const toggle = root.querySelector<HTMLButtonElement>('[data-testid=carousel-autoplay]')!
    await waitFor(() => expect(toggle.getAttribute('aria-label')).to.equal('Pause'))
    await waitFor(() => expect(viewport.getAttribute('aria-live')).to.equal('off'))
    await act(async () => toggle.click())
    await waitFor(() => expect(toggle.getAttribute('aria-label')).to.equal('Play'))
    await waitFor(() => expect(viewport.getAttribute('aria-live')).to.equal('polite'))
    await unmount()
  })
})
