import { expect } from 'chai'
import { ProgressBar } from '@/ui/Progress'
import { render } from '../support/render'

describe('ProgressBar: determinate, indeterminate and buffer', function () {
  this.timeout(15_000)
  it('determinate: role=progressbar with its value, named by the visible label', async () => {
    const { container, unmount } = await render(<ProgressBar value={40} label="Uploading scans" />)
    const bar = container.querySelector<HTMLElement>('[role=progressbar]')!
    expect(bar.getAttribute('aria-valuenow')).to.equal('40')
    expect(bar.getAttribute('aria-valuemax')).to.equal('100')
    expect(document.getElementById(bar.getAttribute('aria-labelledby')!)!.textContent).to.equal('Uploading scans')
    expect(bar.dataset.state).to.equal('determinate')
    expect(bar.querySelector<HTMLElement>('[data-part=range]')!.style.width).to.equal('40%')
    await unmount()
  })

  it('indeterminate: no value, busy, a sliding segment that runs the reading direction', async () => {
    const { container, unmount } = await render(
      <div dir="rtl">
        <ProgressBar value={null} label="Syncing" />
      </div>,
    )
    const bar = container.querySelector<HTMLElement>('[role=progressbar]')!
    expect(bar.hasAttribute('aria-valuenow')).to.equal(false)
    expect(bar.getAttribute('aria-busy')).to.equal('true')
    expect(bar.dataset.state).to.equal('indeterminate')
    const segment = bar.querySelector<HTMLElement>('[data-part=indeterminate]')!
    expect(getComputedStyle(segment).animationName).to.equal('meishiTableProgress')
    await unmount()
  })

  it('buffer: a lighter fill ahead of the value, never behind it; values are clamped', async () => {
    const { container, unmount } = await render(
      <>
        <ProgressBar value={30} buffer={70} label="Preview" />
        <ProgressBar value={80} buffer={50} label="Behind" />
        <ProgressBar value={140} label="Over" />
      </>,
    )
    const [ahead, behind, over] = container.querySelectorAll<HTMLElement>('[role=progressbar]')
    expect(ahead.querySelector<HTMLElement>('[data-part=buffer]')!.style.width).to.equal('70%')
    expect(ahead.querySelector<HTMLElement>('[data-part=range]')!.style.width).to.equal('30%')
    expect(behind.querySelector<HTMLElement>('[data-part=buffer]')!.style.width).to.equal('80%')
    expect(over.getAttribute('aria-valuenow')).to.equal('100')
    expect(over.querySelector('[data-part=buffer]')).to.equal(null)
    await unmount()
  })
})
