import { expect } from 'chai'
import { Timeline, type TimelineItem } from '@/ui/Timeline'
import { render } from '../support/render'

const items: TimelineItem[] = [
  { id: 'a', title: 'Card scanned', time: '09:12', tone: 'info' },
  { id: 'b', title: 'Text read', time: '09:13', marker: <svg data-testid="icon" viewBox="0 0 24 24" /> },
  { id: 'c', title: 'Checked', time: '11:40', tone: 'success' },
]

// Where the text and the marker of each event sit, relative to each other, on screen.
function sides(container: HTMLElement) {
  return [...container.querySelectorAll('li')].map((li) => {
    const rail = li.querySelector<HTMLElement>('[aria-hidden]')!.getBoundingClientRect()
    const text = li.querySelector<HTMLElement>('[data-part=head]')!.parentElement!.getBoundingClientRect()
    return text.left >= rail.right ? 'right' : text.right <= rail.left ? 'left' : 'overlap'
  })
}

describe('Timeline: markers, sides and reading direction', function () {
  this.timeout(15_000)
  it('an ordered list with its name; markers are hidden from screen readers; the last event has no line below', async () => {
    const { container, unmount } = await render(<Timeline label="Card activity" items={items} />)
    const list = container.querySelector('ol')!
    expect(list.getAttribute('aria-label')).to.equal('Card activity')
    expect(list.querySelectorAll('li')).to.have.length(3)
    expect(list.querySelector('li')!.textContent).to.equal('Card scanned09:12')
    // The icon sits inside the hidden rail, so it is not read twice.
    expect(container.querySelector('[data-testid=icon]')!.closest('[aria-hidden]')).to.not.equal(null)
    const rails = [...list.querySelectorAll('li > [aria-hidden]')]
    expect(rails.map((r) => r.children.length)).to.deep.equal([2, 2, 1])
    await unmount()
  })

  it('start puts text after the rail, end before it; both mirror in rtl', async () => {
    const wide = (dir: 'ltr' | 'rtl', align: 'start' | 'end') => (
      <div dir={dir} style={{ width: '600px' }}>
        <Timeline items={items} align={align} />
      </div>
    )
    for (const [dir, align, side] of [
      ['ltr', 'start', 'right'],
      ['ltr', 'end', 'left'],
      ['rtl', 'start', 'left'],
      ['rtl', 'end', 'right'],
    ] as const) {
      const { container, unmount } = await render(wide(dir, align))
      expect(sides(container), `${dir} ${align}`).to.deep.equal([side, side, side])
      await unmount()
    }
  })

  it('alternate takes turns on wide screens, mirrored in rtl', async () => {
    // Alternating starts at the sm breakpoint (600px of viewport); the test page is wider.
    expect(window.innerWidth).to.be.at.least(600)
    for (const [dir, order] of [
      ['ltr', ['right', 'left', 'right']],
      ['rtl', ['left', 'right', 'left']],
    ] as const) {
      const { container, unmount } = await render(
        <div dir={dir} style={{ width: '700px' }}>
          <Timeline items={items} align="alternate" />
        </div>,
      )
      expect(sides(container), dir).to.deep.equal(order)
      await unmount()
    }
  })
})
