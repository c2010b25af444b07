import { lazy, useState } from 'react'
import { expect } from 'chai'
import { EditorOnDemand } from '@/ui/editor/EditorOnDemand'
import { SafeHtml } from '@/ui/safe-html'
import { act, render, waitFor, expectFocus } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

let loads = 0
const load = () => {
  loads++
  return import('@/ui/editor/RichTextEditor')
}
const RichTextEditor = lazy(load)

function Notes() {
  const [value, setValue] = useState('<p>Met the sales manager.</p>')
  return (
    <EditorOnDemand label="Meeting notes" preview={<SafeHtml html={value} />} preload={load}>
      <RichTextEditor label="Meeting notes" value={value} onChange={setValue} />
    </EditorOnDemand>
  )
}

describe('EditorOnDemand', function () {
  this.timeout(30_000)

  it('a button named by what it does and the text it shows (no aria-label hiding the text); focus starts the download; Enter/click opens the editor with the cursor in it', async () => {
    const { container, unmount } = await render(<Notes />)
    const box = container.querySelector('button')!
    expect(box.hasAttribute('aria-label')).to.equal(false)
    expect(box.textContent).to.equal('Edit: Meeting notesMet the sales manager.')
    await expectNoSeriousAxe(container)
    await act(async () => box.focus())
    expect(loads).to.be.greaterThan(0)
    // Enter on a button is a click.
    await act(async () => box.click())
    const editor = await waitFor(() => {
      const el = container.querySelector<HTMLElement>('[role=textbox][contenteditable=true]')
      expect(el, 'editor').to.not.equal(null)
      return el!
      // Tiptap's first load is slow on a busy machine.
    }, 15_000)
    expect(editor.getAttribute('aria-label')).to.equal('Meeting notes')
    await waitFor(() => expectFocus(editor, 'the editor'))
    expect(editor.textContent).to.equal('Met the sales manager.')
    await unmount()
  })
})
