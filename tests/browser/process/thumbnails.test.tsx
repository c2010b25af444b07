import { expect } from 'chai'
import { Thumbnails } from '@/features/process/add/Thumbnails'
import { render, waitFor } from '../support/render'

// The upload page's chosen photos: a portrait (縦書き) card sits in the same box as a landscape one,
// whole, so one tall card does not stretch the row and no card is cut to fill its box.

const card = (w: number, h: number) =>
  'data:image/svg+xml,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fdfcf8"/></svg>`)

describe('Thumbnails (the upload page)', function () {
  this.timeout(15_000)

  it('landscape and portrait cards get boxes of one size, each picture inside its box', async () => {
    const files = [
      { key: 'a', name: 'landscape.png', size: 1, state: 'ready' as const, dataUrl: card(910, 550) },
      { key: 'b', name: 'portrait.png', size: 1, state: 'ready' as const, dataUrl: card(550, 910) },
    ]
    const { container, unmount } = await render(
      <div style={{ width: 420 }}>
        <Thumbnails files={files} onRemove={() => {}} />
      </div>,
    )
    const imgs = [...container.querySelectorAll('img')]
    await waitFor(() => expect(imgs.every((i) => i.complete && i.naturalWidth > 0)).to.equal(true))
    const items = [...container.querySelectorAll('li')].map((li) => li.getBoundingClientRect())
    expect(Math.round(items[1].height)).to.equal(Math.round(items[0].height))
    for (const img of imgs) {
      const box = img.parentElement!.getBoundingClientRect()
      const r = img.getBoundingClientRect()
      expect(box.height, 'the box keeps the card ratio').to.be.closeTo((box.width * 55) / 91, 1)
      expect(r.height <= box.height + 1 && r.width <= box.width + 1, 'the picture inside its box').to.equal(true)
      expect(getComputedStyle(img).objectFit).to.equal('contain')
    }
    await unmount()
  })
})
