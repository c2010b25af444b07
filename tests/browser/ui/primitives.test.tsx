import { expect } from 'chai'
import { Button, IconButton, Menu, Tabs, toast } from '@/ui'
import { act, render, waitFor } from '../support/render'

describe('primitives', () => {
  it('Button shows loading as busy and disabled; IconButton has its accessible name', async () => {
    const { container, unmount } = await render(
      <>
        <Button loading>Save</Button>
        <IconButton label="Delete row">
          <svg />
        </IconButton>
      </>,
    )
    const [save, del] = container.querySelectorAll('button')
    expect(save.disabled).to.equal(true)
    expect(save.getAttribute('aria-busy')).to.equal('true')
    expect(save.type).to.equal('button')
    expect(del.getAttribute('aria-label')).to.equal('Delete row')
    await unmount()
  })

  it('toast with an Undo action runs it', async () => {
    let undone = 0
    await act(async () => {
      toast.info('3 companies deleted', { action: { label: 'Undo', onClick: () => undone++ } })
    })
    const undo = await waitFor(() => {
      const b = [...document.querySelectorAll<HTMLButtonElement>('[data-overlay-host] button')].find((x) => x.textContent === 'Undo')
      expect(b, 'Undo button').to.not.equal(undefined)
      return b!
    })
    expect(document.querySelector('[data-overlay-host]')!.textContent).to.contain('3 companies deleted')
    await act(async () => undo.click())
    expect(undone).to.equal(1)
    await act(async () => toast.dismiss())
  })

  it('Tabs switch panels from the keyboard', async () => {
    const { container, unmount } = await render(
      <Tabs
        label="Company"
        items={[
          { value: 'profile', label: 'Profile', content: <p>Profile panel</p> },
          { value: 'persons', label: 'Persons', content: <p>Persons panel</p> },
        ]}
      />,
    )
    const tabs = container.querySelectorAll<HTMLButtonElement>('[role=tab]')
    expect(tabs[0].getAttribute('aria-selected')).to.equal('true')
    await act(async () => {
      tabs[0].focus()
      tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    await waitFor(() => expect(tabs[1].getAttribute('aria-selected')).to.equal('true'))
    await waitFor(() => expect(container.textContent).to.contain('Persons panel'))
    await unmount()
  })

  it('Menu calls the chosen item', async function () {
    this.timeout(10_000)
    const chosen: string[] = []
    const { container, unmount } = await render(
      <Menu
        trigger={<Button>Actions</Button>}
        items={[
          { value: 'edit', label: 'Edit', onSelect: () => chosen.push('edit') },
          { type: 'separator' },
          { value: 'delete', label: 'Delete', danger: true, onSelect: () => chosen.push('delete') },
        ]}
      />,
    )
    await act(async () => container.querySelector('button')!.click())
    await waitFor(() => expect(document.querySelector('[role=menu][data-state=open]'), 'open menu').to.not.equal(null))
    const item = await waitFor(() => {
      const el = [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find((x) => x.textContent === 'Delete')
      expect(el, 'menu item').to.not.equal(undefined)
      return el!
    })
    // From the keyboard: End highlights the last item, Enter chooses it.
    const menu = document.querySelector<HTMLElement>('[role=menu][data-state=open]')!
    await act(async () => menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })))
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).to.equal(true))
    await act(async () => menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    await waitFor(() => expect(chosen).to.deep.equal(['delete']))
    await unmount()
  })
})
