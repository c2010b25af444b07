import { expect } from 'chai'
import TooltipPage from '@/features/gallery/ui/TooltipPage'
import FileInputPage from '@/features/gallery/forms/FileInputPage'
import EditorsPage from '@/features/gallery/forms/EditorsPage'
import { render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

// The gallery pages whose examples axe faulted in #18 (aria-prohibited-attr, nested-interactive,
// label-content-name-mismatch): each now has no serious or critical finding.
describe('gallery pages, axe', function () {
  this.timeout(20_000)

  it('Tooltip page: the info icon is a named button, not a span with aria-label', async () => {
    const { container, unmount } = await render(<TooltipPage />)
    const info = container.querySelector<HTMLButtonElement>('button[aria-label="About readings"]')
    expect(info, 'info button').to.not.equal(null)
    expect(container.querySelector('span[aria-label]'), 'span with aria-label').to.equal(null)
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('File input page: each drop zone is a named group holding one real button', async () => {
    const { container, unmount } = await render(<FileInputPage />)
    const zones = container.querySelectorAll('[data-part=dropzone]')
    expect(zones.length).to.equal(2)
    for (const zone of zones) {
      expect(zone.getAttribute('role')).to.equal('group')
      expect(zone.hasAttribute('tabindex')).to.equal(false)
      expect(zone.querySelectorAll('button').length).to.equal(1)
    }
    expect(zones[1].getAttribute('aria-label')).to.equal('Drop a PDF here')
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('Editors page: the click-to-edit boxes are named by their text, led by what they do', async () => {
    const { container, unmount } = await render(<EditorsPage />)
    const box = await waitFor(() => {
      const b = [...container.querySelectorAll('button')].find((x) => x.textContent!.startsWith('Edit: Meeting notes'))
      expect(b, 'notes box').to.not.equal(undefined)
      return b!
    })
    expect(box.hasAttribute('aria-label')).to.equal(false)
    expect(box.textContent).to.contain('Visit to Aoba Solutions')
    await expectNoSeriousAxe(container)
    await unmount()
  })
})
