import { expect } from 'chai'
import { useState } from 'react'
import RichTextEditor from '@/ui/editor/RichTextEditor'
import { act, render, waitFor } from '../support/render'

let latest = ''
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  latest = value
  return (
    <>
      <RichTextEditor label="Message" placeholder="Write something" value={value} onChange={setValue} />
      <button type="button" data-testid="reset" onClick={() => setValue('<p>Replaced</p>')}>reset</button>
    </>
  )
}

const textbox = (c: HTMLElement) => c.querySelector<HTMLElement>('[role=textbox]')!

describe('RichTextEditor', function () {
  this.timeout(15000)
  it('shows the value, hands back sanitised HTML on typing, and formats with the toolbar', async () => {
    const { container, unmount } = await render(<Harness initial={'<p>Hello <img src=x onerror="window.pwned=1"></p>'} />)
    await waitFor(() => expect(textbox(container).textContent).to.contain('Hello'))
    expect(textbox(container).getAttribute('aria-label')).to.equal('Message')
    expect(container.innerHTML).not.to.contain('onerror')

    await act(async () => {
      textbox(container).focus()
      document.execCommand('selectAll')
      document.execCommand('insertText', false, 'Dear team')
    })
    await waitFor(() => expect(latest).to.equal('<p>Dear team</p>'))

    await act(async () => {
      document.execCommand('selectAll')
      // ProseMirror reads the DOM selection on the next selectionchange event.
      await new Promise((r) => setTimeout(r, 50))
      container.querySelector<HTMLButtonElement>('button[aria-label=Bold]')!.click()
    })
    await waitFor(() => expect(latest).to.equal('<p><strong>Dear team</strong></p>'))
    expect(container.querySelector('button[aria-label=Bold]')!.getAttribute('aria-pressed')).to.equal('true')
    await unmount()
  })

  it('shows the placeholder when empty and follows a value set from outside', async () => {
    const { container, unmount } = await render(<Harness initial="" />)
    await waitFor(() => expect(container.textContent).to.contain('Write something'))
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid=reset]')!.click())
    await waitFor(() => expect(textbox(container).textContent).to.equal('Replaced'))
    expect(container.textContent).not.to.contain('Write something')
    await unmount()
  })
})
