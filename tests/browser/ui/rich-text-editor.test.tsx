import { expect } from 'chai'
import { useState } from 'react'
import RichTextEditor from '@/ui/editor/RichTextEditor'
import { act, render, waitFor, expectFocus } from '../support/render'

let latest = ''
function Harness({ initial, toolbar }: { initial: string; toolbar?: 'basic' | 'full' | 'bubble' }) {
  const [value, setValue] = useState(initial)
  latest = value
  return (
    <>
      <RichTextEditor label="Message" placeholder="Write something" value={value} onChange={setValue} toolbar={toolbar} />
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

  // Selects the whole text; ProseMirror reads the DOM selection on the next selectionchange event.
  const selectAll = async (c: HTMLElement) => {
    await act(async () => {
      textbox(c).focus()
      document.execCommand('selectAll')
      await new Promise((r) => setTimeout(r, 50))
    })
  }

  it('full toolbar: headings, inline code and a code block on top of the basic tools', async () => {
    const { container, unmount } = await render(<Harness initial="<p>Visit notes</p>" toolbar="full" />)
    await waitFor(() => expect(textbox(container).textContent).to.equal('Visit notes'))
    const tool = (name: string) => container.querySelector<HTMLButtonElement>(`[role=toolbar] button[aria-label="${name}"]`)!
    for (const name of ['Heading', 'Subheading', 'Inline code', 'Code block', 'Horizontal line', 'Clear formatting', 'Bold', 'Undo']) expect(tool(name), name).to.not.equal(null)
    await selectAll(container)
    await act(async () => tool('Heading').click())
    // Tiptap keeps an empty paragraph after a heading that ends the document.
    await waitFor(() => expect(latest).to.equal('<h2>Visit notes</h2><p></p>'))
    expect(tool('Heading').getAttribute('aria-pressed')).to.equal('true')
    await act(async () => tool('Clear formatting').click())
    await waitFor(() => expect(latest).to.match(/^<p>Visit notes<\/p>/))
    await act(async () => tool('Code block').click())
    await waitFor(() => expect(latest).to.match(/^<pre><code>Visit notes<\/code><\/pre>/))
    await unmount()
  })

  it('basic toolbar stays as it was: no heading or code tools', async () => {
    const { container, unmount } = await render(<Harness initial="<p>x</p>" />)
    await waitFor(() => expect(container.querySelector('[role=toolbar]')).to.not.equal(null))
    expect(container.querySelector('button[aria-label=Heading]')).to.equal(null)
    expect(container.querySelector('button[aria-label="Code block"]')).to.equal(null)
    await unmount()
  })

  it('bubble: no toolbar until text is selected; Alt+F10 moves into it, Escape goes back to the text', async () => {
    const { container, unmount } = await render(<Harness initial="<p>Call Ito tomorrow</p>" toolbar="bubble" />)
    await waitFor(() => expect(textbox(container).textContent).to.equal('Call Ito tomorrow'))
    const bubble = () => document.querySelector<HTMLElement>('[data-editor-bubble]')
    const shown = () => {
      const b = bubble()
      return Boolean(b && b.isConnected && getComputedStyle(b).visibility !== 'hidden' && b.getBoundingClientRect().width > 0)
    }
    expect(shown()).to.equal(false)
    expect(textbox(container).getAttribute('aria-keyshortcuts')).to.equal('Alt+F10')
    await selectAll(container)
    await waitFor(() => expect(shown()).to.equal(true), 3000)
    expect(bubble()!.querySelector('[role=toolbar]')!.getAttribute('aria-label')).to.equal('Formatting')

    await act(async () => {
      textbox(container).dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', altKey: true, bubbles: true, cancelable: true }))
    })
    expect(document.activeElement?.getAttribute('aria-label')).to.equal('Bold')
    await act(async () => (document.activeElement as HTMLButtonElement).click())
    await waitFor(() => expect(latest).to.equal('<p><strong>Call Ito tomorrow</strong></p>'))

    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    })
    // Tiptap focuses in the next animation frame.
    await waitFor(() => expectFocus(textbox(container), 'the text'))
    await unmount()
  })
})
