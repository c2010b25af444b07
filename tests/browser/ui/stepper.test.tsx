import { expect } from 'chai'
import { useState } from 'react'
import { Stepper } from '@/ui/Stepper'
import { PinInput } from '@/ui/PinInput'
import { act, render, waitFor, expectFocus } from '../support/render'

// Each test unmounts what it rendered, so the queries below see one widget at a time.
let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})
const mount = async (ui: Parameters<typeof render>[0]) => {
  unmount = (await render(ui)).unmount
}

const STEPS = [
  { id: 'cart', title: 'Cart' },
  { id: 'address', title: 'Address', subtitle: 'Where to send it' },
  { id: 'payment', title: 'Payment' },
  { id: 'done', title: 'Confirmation' },
]

function Harness({ start = 0, reached = 0, variant }: { start?: number; reached?: number; variant?: 'numbered' | 'icon' }) {
  const [current, setCurrent] = useState(start)
  return <Stepper steps={STEPS} current={current} reached={reached} onSelect={setCurrent} variant={variant} label="Checkout steps" />
}

const items = () => [...document.querySelectorAll<HTMLLIElement>('nav[aria-label="Checkout steps"] li')]
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('nav[aria-label="Checkout steps"] li button')]

describe('Stepper', () => {
  it('marks the current step, ticks done ones and leaves later ones unreachable', async () => {
    await mount(<Harness start={2} reached={2} />)
    await waitFor(() => expect(items()).to.have.length(4))
    expect(items().map((li) => li.dataset.state)).to.deep.equal(['done', 'done', 'current', 'upcoming'])
    expect(items()[2].getAttribute('aria-current')).to.equal('step')
    expect(items()[0].textContent).to.contain('(completed)')
    // Only the two done steps are buttons: the current one and the one not reached are not.
    expect(buttons().map((b) => b.textContent)).to.have.length(2)
    expect(items()[3].querySelector('button')).to.equal(null)
    expect(items()[1].textContent).to.contain('Where to send it')
  })

  it('goes back by click and keyboard, and forward again up to the reached step', async () => {
    await mount(<Harness start={2} reached={2} />)
    await waitFor(() => expect(buttons()).to.have.length(2))
    await act(async () => buttons()[0].click())
    expect(items()[0].getAttribute('aria-current')).to.equal('step')
    // Steps 1 and 2 were reached: both are buttons now, step 3 still is not.
    expect(items()[1].querySelector('button')).to.not.equal(null)
    expect(items()[2].querySelector('button')).to.not.equal(null)
    expect(items()[3].querySelector('button')).to.equal(null)
    const toPayment = items()[2].querySelector('button')!
    toPayment.focus()
    expectFocus(toPayment, 'the payment step')
    await act(async () => toPayment.click())
    expect(items()[2].getAttribute('aria-current')).to.equal('step')
  })

  it('shows numbers in the numbered variant and the icon in the icon variant', async () => {
    const icons = [
      { id: 'a', title: 'A', icon: <svg data-icon="a" /> },
      { id: 'b', title: 'B', icon: <svg data-icon="b" /> },
    ]
    await mount(
      <>
        <Stepper steps={icons} current={0} variant="icon" label="Icons" />
        <Stepper steps={icons} current={0} label="Numbers" />
      </>,
    )
    await waitFor(() => expect(document.querySelectorAll('nav[aria-label=Icons] [data-icon]')).to.have.length(2))
    expect(document.querySelectorAll('nav[aria-label=Numbers] [data-icon]')).to.have.length(0)
    expect(document.querySelector('nav[aria-label=Numbers] li')!.textContent).to.contain('1')
  })
})

function Pin({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return <PinInput value={value} onValueChange={setValue} onComplete={onComplete} label="Code" />
}

describe('PinInput', () => {
  const boxes = () => [...document.querySelectorAll<HTMLInputElement>('[data-testid=pin-box]')]

  it('fills every box from a pasted code and reports the complete code once', async () => {
    const done: string[] = []
    await mount(<Pin onComplete={(c) => done.push(c)} />)
    await waitFor(() => expect(boxes()).to.have.length(6))
    const data = new DataTransfer()
    data.setData('text/plain', '12-34-56')
    await act(async () => boxes()[2].dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })))
    expect(boxes().map((b) => b.value).join('')).to.equal('123456')
    expect(done).to.deep.equal(['123456'])
    expect(document.querySelector('[role=group]')!.getAttribute('aria-label')).to.equal('Code')
  })
})
