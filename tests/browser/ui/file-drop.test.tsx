import { useState } from 'react'
import { expect } from 'chai'
import { FileDrop } from '@/ui'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

function Drop({ onFiles = (_: File[]) => {} }) {
  const [files, setFiles] = useState<File[]>([])
  return (
    <FileDrop
      label="Card photos"
      accept="image/png"
      maxFiles={2}
      maxFileSize={1000}
      files={files}
      onFilesChange={(f) => {
        setFiles(f)
        onFiles(f)
      }}
    />
  )
}

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })

async function choose(input: HTMLInputElement, files: File[]) {
  const list = new DataTransfer()
  files.forEach((f) => list.items.add(f))
  await act(async () => {
    input.files = list.files
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('FileDrop', function () {
  this.timeout(15_000)

  it('a group named by its hint, holding one real button (no button around a button); a click in the zone or on the button opens the picker', async () => {
    const { container, unmount } = await render(<Drop />)
    const zone = container.querySelector<HTMLElement>('[data-part=dropzone]')!
    expect(zone.getAttribute('role')).to.equal('group')
    expect(zone.getAttribute('aria-label')).to.equal('Drop files here or choose them')
    expect(zone.hasAttribute('tabindex')).to.equal(false)
    const buttons = zone.querySelectorAll('button')
    expect(buttons.length).to.equal(1)
    expect(buttons[0].textContent).to.equal('Choose files')
    // The hidden file input is labelled by the field's label.
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    expect(input.labels?.[0]?.textContent ?? document.querySelector(`[for="${input.id}"]`)?.textContent).to.equal('Card photos')
    let pickers = 0
    input.addEventListener('click', (e) => {
      pickers++
      e.preventDefault()
    })
    // Ark opens the picker on the next frame.
    await act(async () => buttons[0].click())
    await waitFor(() => expect(pickers).to.equal(1))
    await act(async () => zone.querySelector('span')!.click())
    await waitFor(() => expect(pickers).to.equal(2))
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('takes files from the picker, lists each with a named remove button, and says why a file was refused', async () => {
    const seen: string[][] = []
    const { container, unmount } = await render(<Drop onFiles={(f) => seen.push(f.map((x) => x.name))} />)
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    await choose(input, [png('front.png', 500), png('huge.png', 5000)])
    await waitFor(() => expect(seen.at(-1)).to.deep.equal(['front.png']))
    // A good file chosen with a refused one stays (it used to be dropped right after).
    await new Promise((r) => setTimeout(r, 200))
    expect(seen.at(-1)).to.deep.equal(['front.png'])
    const alert = await waitFor(() => {
      const el = container.querySelector('[role=alert]')
      expect(el, 'refusal').to.not.equal(null)
      return el!
    })
    expect(alert.textContent).to.contain('huge.png was not added')
    const remove = container.querySelector<HTMLButtonElement>('button[aria-label="Remove front.png"]')!
    expect(remove).to.not.equal(null)
    await expectNoSeriousAxe(container)
    await act(async () => remove.click())
    await waitFor(() => expect(seen.at(-1)).to.deep.equal([]))
    await unmount()
  })
})
