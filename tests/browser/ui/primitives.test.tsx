import { expect } from 'chai'
import { Button, IconButton, Menu, Popover, Tabs, toast } from '@/ui'
import { act, render, waitFor, waitForFocusWithin } from '../support/render'

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

  // Menus and popovers load their Ark part on first use (src/ui/deferred-overlay.tsx): the very
  // first interaction must still work as if it had always been there.
  it('Menu opened first by the keyboard highlights its first item; Escape gives focus back to the opener', async function () {
    this.timeout(10_000)
    const { container, unmount } = await render(
      <Menu
        trigger={<Button>Row actions</Button>}
        items={[
          { value: 'view', label: 'View' },
          { value: 'edit', label: 'Edit' },
        ]}
      />,
    )
    const opener = container.querySelector('button')!
    expect(opener.getAttribute('aria-haspopup')).to.equal('menu')
    const key = (target: Element, k: string) => act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })))
    opener.focus()
    await key(opener, 'ArrowDown')
    // Opening swaps in a new trigger node: the focus must move with it (or into the menu), not fall to <body>.
    const focusKept = () => document.activeElement?.textContent === 'Row actions' || Boolean(document.activeElement?.closest('[role=menu]'))
    await waitFor(() => expect(document.querySelector('[role=menu]'), 'menu mounted').to.not.equal(null), 8000)
    expect(focusKept(), `focus on ${document.activeElement?.tagName}`).to.equal(true)
    const first = await waitFor(() => {
      const el = [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find((x) => x.textContent === 'View')
      expect(el?.hasAttribute('data-highlighted'), 'first item highlighted').to.equal(true)
      return el!
      // The first open loads the menu's code: under a dev server on a busy machine that alone can take seconds.
    }, 8000)
    expect(first.closest('[role=menu]')!.getAttribute('data-state')).to.equal('open')
    await waitForFocusWithin(first.closest('[role=menu]')!, 'the open menu')
    await key(first.closest('[role=menu]')!, 'Escape')
    // Focus goes back when the closing menu has left (after its exit animation frames): slow under load.
    await waitFor(() => expect(document.activeElement?.textContent).to.equal('Row actions'), 8000)
    expect(document.activeElement?.getAttribute('aria-expanded')).to.equal('false')
    await unmount()
  })

  it('Popover opened first by Enter shows its content and reports the opening', async function () {
    this.timeout(10_000)
    const opened: boolean[] = []
    const { container, unmount } = await render(
      <Popover title="Filters" trigger={<Button>Filter</Button>} onOpenChange={(o) => opened.push(o)}>
        <p>Only active</p>
      </Popover>,
    )
    const opener = container.querySelector('button')!
    opener.focus()
    // Enter on a button is a click with no pointer (detail 0).
    await act(async () => opener.click())
    const panel = await waitFor(() => {
      const el = [...document.querySelectorAll('[role=dialog]')].find((d) => d.textContent?.includes('Only active'))
      expect(el, 'popover content').to.not.equal(undefined)
      return el!
    }, 8000)
    expect(opened).to.deep.equal([true])
    await act(async () => void panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })))
    await waitFor(() => expect(document.activeElement?.textContent).to.equal('Filter'))
    await unmount()
  })

  it('toast returns its id at once, before the toaster has loaded, and dismiss by that id works', async function () {
    this.timeout(10_000)
    const id = toast.info('Copied', { id: 'copied-once', duration: 60_000 })
    expect(id).to.equal('copied-once')
    await waitFor(() => expect(document.body.textContent).to.contain('Copied'), 8000)
    toast.dismiss(id)
    await waitFor(() => expect([...document.querySelectorAll('[data-part=root][data-state=open]')].some((el) => el.textContent?.includes('Copied'))).to.equal(false))
  })
})
