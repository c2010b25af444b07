import { expect } from 'chai'
import { CardImageFrame } from '@/features/process/card/CardImageViewer'
import { act, render, waitFor } from '../support/render'

// The office compares the fields with the whole card: a portrait (縦書き) card must fit the frame as a
// landscape one does, upright and turned a quarter, with nothing to scroll at the first zoom step.

const card = (w: number, h: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fdfcf8"/><text x="8" y="24" font-size="20">名刺</text></svg>`)

/** The picture's drawn rectangle inside its contained box (object-fit: contain), before any turn. */
function drawn(img: HTMLImageElement) {
  const ratio = img.naturalWidth / img.naturalHeight
  const [bw, bh] = [img.offsetWidth, img.offsetHeight]
  return bw / bh > ratio ? { w: bh * ratio, h: bh } : { w: bw, h: bw / ratio }
}

async function mount(src: string) {
  const view = await render(
    <div style={{ width: 455 }}>
      <CardImageFrame src={src} failed={false} fileName="card.png" />
    </div>,
  )
  const frame = view.container.querySelector<HTMLElement>('[tabindex="0"]')!
  const img = view.container.querySelector<HTMLImageElement>('img')!
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).to.equal(true))
  return { ...view, frame, img }
}

function expectInside(img: HTMLImageElement, frame: HTMLElement) {
  const f = frame.getBoundingClientRect()
  const r = img.getBoundingClientRect()
  const inside = r.left >= f.left - 1 && r.right <= f.right + 1 && r.top >= f.top - 1 && r.bottom <= f.bottom + 1
  expect(inside, `picture ${JSON.stringify(r)} inside frame ${JSON.stringify(f)}`).to.equal(true)
  expect(frame.scrollHeight <= frame.clientHeight + 1 && frame.scrollWidth <= frame.clientWidth + 1, 'nothing to scroll').to.equal(true)
}

describe('CardImageFrame (the card picture in the office check)', function () {
  this.timeout(15_000)

  for (const [name, w, h] of [
    ['landscape card', 910, 550],
    ['portrait (縦書き) card', 550, 910],
  ] as const) {
    it(`${name}: the whole picture is in the frame, undistorted, upright and turned`, async () => {
      const { frame, img, unmount } = await mount(card(w, h))
      expectInside(img, frame)
      // Contained, not stretched: the drawn picture keeps the card's ratio and fills one side of its box.
      const d = drawn(img)
      expect(Math.max(d.w / img.offsetWidth, d.h / img.offsetHeight)).to.be.closeTo(1, 0.01)
      expect(d.w / d.h).to.be.closeTo(w / h, 0.01)
      // A quarter turn (R) keeps it inside once the turn has run.
      await act(async () => {
        frame.focus()
        frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }))
      })
      await waitFor(() => expect(getComputedStyle(img).transform).to.not.equal('none'))
      await waitFor(() => expectInside(img, frame))
      await unmount()
    })
  }
})

describe('CardImageFrame in a narrow panel', function () {
  this.timeout(15_000)

  it('stays inside its panel with a long file name, right to left too', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const view = await render(
        <div dir={dir} style={{ width: 300, display: 'grid', gridTemplateColumns: '1fr' }}>
          <div>
            <CardImageFrame src={card(910, 550)} failed={false} fileName="展示会_2026年12月_東京ビッグサイト_名刺_0001_scan_front.jpg" />
          </div>
        </div>,
      )
      const panel = view.container.firstElementChild!.getBoundingClientRect()
      for (const el of view.container.querySelectorAll('figure, figcaption, [tabindex="0"]')) {
        const r = el.getBoundingClientRect()
        expect(r.left >= panel.left - 0.5 && r.right <= panel.right + 0.5, `${dir} ${el.tagName} ${JSON.stringify(r)} in ${JSON.stringify(panel)}`).to.equal(true)
      }
      await view.unmount()
    }
  })
})
