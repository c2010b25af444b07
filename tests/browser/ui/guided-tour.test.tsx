import { useRef } from 'react'
import { expect } from 'chai'
import { LocaleProvider } from '@ark-ui/react/locale'
import { GuidedTour, useGuidedTour, type GuidedTourStatus } from '@/ui/GuidedTour'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

const key = (el: Element, k: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  })
const content = () => document.querySelector<HTMLElement>('[data-testid=guided-tour][data-state=open]')
const open = () =>
  waitFor(() => {
    expect(content(), 'tour step').to.not.equal(null)
    return content()!
  })
const button = (name: string) => {
  const b = [...content()!.querySelectorAll<HTMLButtonElement>('button')].find((x) => x.textContent === name)
  expect(b, `${name} button`).to.not.equal(undefined)
  return b!
}

let statuses: string[] = []

function Page() {
  const search = useRef<HTMLButtonElement>(null)
  const tour = useGuidedTour(
    [
      { id: 'welcome', title: 'Welcome', description: 'A short tour of the list.' },
      { id: 'search', title: 'Search', description: 'Find a company by name or reading.', target: () => search.current, placement: 'bottom-start' },
      { id: 'end', title: 'That is all', description: 'Enjoy.' },
    ],
    (status: GuidedTourStatus, step) => statuses.push(`${status}:${step ?? ''}`),
  )
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 40 }}>
      <button type="button" onClick={() => tour.start()}>Start the tour</button>
      <button type="button" ref={search} style={{ marginInline: 40 }}>Search companies</button>
      <GuidedTour tour={tour} />
    </div>
  )
}

async function mount(dir: 'ltr' | 'rtl') {
  statuses = []
  const view = await render(
    <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
      <div dir={dir}>
        <Page />
      </div>
    </LocaleProvider>,
  )
  await act(async () => view.container.querySelector('button')!.click())
  return view
}

describe('GuidedTour', function () {
  this.timeout(20_000)

  it('each step is a modal alertdialog named by its title, with progress; Skip/Next/Back/Done buttons are named by their text', async () => {
    const { container, unmount } = await mount('ltr')
    const step = await open()
    expect(step.getAttribute('role')).to.equal('alertdialog')
    expect(document.getElementById(step.getAttribute('aria-labelledby')!)!.textContent).to.equal('Welcome')
    expect(document.getElementById(step.getAttribute('aria-describedby')!)!.textContent).to.equal('A short tour of the list.')
    expect(step.textContent).to.contain('Step 1 of 3')
    expect(step.querySelector('button[aria-label="Close the tour"]')).to.not.equal(null)
    // Voice control users say what they see: each action's name is its visible text.
    for (const b of step.querySelectorAll<HTMLButtonElement>('[data-part=action-trigger]')) expect(b.getAttribute('aria-label') ?? b.textContent).to.equal(b.textContent)
    await expectNoSeriousAxe(step)
    await act(async () => button('Next').click())
    await waitFor(() => expect(content()!.textContent).to.contain('Step 2 of 3'))
    await act(async () => button('Back').click())
    await waitFor(() => expect(content()!.textContent).to.contain('Step 1 of 3'))
    await act(async () => button('Next').click())
    await act(async () => button('Next').click())
    await waitFor(() => expect(content()!.textContent).to.contain('Step 3 of 3'))
    for (const b of content()!.querySelectorAll<HTMLButtonElement>('[data-part=action-trigger]')) expect(b.getAttribute('aria-label') ?? b.textContent).to.equal(b.textContent)
    await expectNoSeriousAxe(content()!)
    await act(async () => button('Done').click())
    await waitFor(() => expect(content()).to.equal(null))
    expect(statuses.at(-1)).to.match(/^dismissed|^completed/)
    expect(container.isConnected).to.equal(true)
    await unmount()
  })

  it('Escape closes the tour and says so', async () => {
    const { unmount } = await mount('ltr')
    await open()
    await key(document.activeElement ?? document.body, 'Escape')
    await waitFor(() => expect(content()).to.equal(null))
    expect(statuses.at(-1)).to.equal('dismissed:welcome')
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`${dir}: arrow keys step (ArrowRight is next in ltr, ArrowLeft in rtl); a step with a target sits under it at its inline start`, async () => {
      const { container, unmount } = await mount(dir)
      const forward = dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft'
      const back = dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight'
      await key(await open(), forward)
      await waitFor(() => expect(content()!.textContent).to.contain('Step 2 of 3'))
      const target = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Search companies')!
      await waitFor(() => {
        // The spotlight frames the target with a margin; the step lines up with that frame.
        const t = document.querySelector('[data-part=spotlight]')!.getBoundingClientRect()
        const aim = target.getBoundingClientRect()
        expect(t.left).to.be.at.most(aim.left)
        expect(t.right).to.be.at.least(aim.right)
        const p = content()!.getBoundingClientRect()
        expect(p.top).to.be.greaterThan(t.bottom - 1)
        if (dir === 'ltr') expect(Math.round(p.left)).to.equal(Math.round(t.left))
        else expect(Math.round(p.right)).to.equal(Math.round(t.right))
      })
      await key(content()!, back)
      await waitFor(() => expect(content()!.textContent).to.contain('Step 1 of 3'))
      await key(content()!, 'Escape')
      await waitFor(() => expect(content()).to.equal(null))
      await unmount()
    })
  }
})
