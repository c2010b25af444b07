import { expect } from 'chai'
import { useState } from 'react'
import { ChipsInput, isEmailAddress } from '@/ui/ChipsInput'
import { act, render, waitFor } from '../support/render'

let latest: string[] = []
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial)
  latest = value
  return <ChipsInput label="To" value={value} onChange={setValue} validate={(e) => (isEmailAddress(e) ? null : `“${e}” is not an e-mail address`)} />
}

const setField = (field: HTMLInputElement, text: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
const key = (field: HTMLElement, k: string) => field.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))

describe('ChipsInput', () => {
  it('adds on Enter, refuses bad entries with a reason and keeps the text, removes on Backspace and with the × button', async () => {
    const { container, unmount } = await render(<Harness initial={['ann@example.com']} />)
    const field = container.querySelector<HTMLInputElement>('input')!
    await act(async () => setField(field, 'bob@example.com'))
    await act(async () => key(field, 'Enter'))
    expect(latest).to.deep.equal(['ann@example.com', 'bob@example.com'])
    expect(field.value).to.equal('')

    await act(async () => setField(field, 'not-an-address'))
    await act(async () => key(field, 'Enter'))
    expect(latest).to.have.length(2)
    expect(field.value).to.equal('not-an-address')
    expect(field.getAttribute('aria-invalid')).to.equal('true')
    await waitFor(() => expect(container.textContent).to.contain('is not an e-mail address'))

    // Duplicates are ignored.
    await act(async () => setField(field, 'ann@example.com'))
    await act(async () => key(field, ','))
    expect(latest).to.have.length(2)

    await act(async () => setField(field, ''))
    await act(async () => key(field, 'Backspace'))
    expect(latest).to.deep.equal(['ann@example.com'])

    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label*="ann@example.com"]')!.click())
    expect(latest).to.deep.equal([])
    await unmount()
  })

  it('splits a pasted list', async () => {
    const { container, unmount } = await render(<Harness />)
    const field = container.querySelector<HTMLInputElement>('input')!
    const data = new DataTransfer()
    data.setData('text', 'a@example.com, b@example.com; c@example.com')
    await act(async () => field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })))
    expect(latest).to.deep.equal(['a@example.com', 'b@example.com', 'c@example.com'])
    expect(container.querySelectorAll('li')).to.have.length(3)
    await unmount()
  })
})
