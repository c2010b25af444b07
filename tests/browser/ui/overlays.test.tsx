import { useState } from 'react'
import { expect } from 'chai'
import { LocaleProvider } from '@ark-ui/react/locale'
import { Button, Dialog, Drawer, Popover, Tooltip } from '@/ui'
import { act, render, waitFor, expectFocus } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

const key = (el: Element, k: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  })
const find = <T extends Element>(selector: string, what: string) =>
  waitFor(() => {
    const el = document.querySelector<T>(selector)
    expect(el, what).to.not.equal(null)
    return el!
  })
// Focus as by Tab: Ark shows tooltips for keyboard focus only (it tracks the last key press).
const tabTo = (el: HTMLElement) =>
  act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    el.focus()
  })
const gone = (selector: string, what: string) => waitFor(() => expect(document.querySelector(selector), what).to.equal(null))

function WithDialog({ side, role }: { side?: 'start' | 'end'; role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false)
  const Part = side ? Drawer : Dialog
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Part
        open={open}
        onOpenChange={setOpen}
        title="Edit company"
        description="Changes are saved when you press Save."
        role={role}
        {...(side ? { side } : {})}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          Name <input defaultValue="Aoba" />
        </label>
      </Part>
    </>
  )
}

describe('overlays', function () {
  this.timeout(15_000)

  it('Dialog: a modal dialog named by its title and described; focus goes in, Tab stays in, Escape closes and focus returns', async () => {
    const { container, unmount } = await render(<WithDialog />)
    const opener = container.querySelector('button')!
    opener.focus()
    await act(async () => opener.click())
    const dialog = await find<HTMLElement>('[role=dialog]', 'dialog')
    expect(dialog.getAttribute('aria-modal')).to.equal('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Edit company')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Changes are saved when you press Save.')
    await waitFor(() => expect(dialog.contains(document.activeElement), 'focus inside').to.equal(true))
    expect(dialog.querySelector('button[aria-label=Close]')).to.not.equal(null)
    await expectNoSeriousAxe(dialog)
    await key(document.activeElement!, 'Escape')
    await gone('[role=dialog]', 'dialog after Escape')
    await waitFor(() => expectFocus(opener, 'the opener'))
    await unmount()
  })

  it('Dialog as alertdialog: an outside click does not close it; the × does', async () => {
    const { container, unmount } = await render(<WithDialog role="alertdialog" />)
    await act(async () => container.querySelector('button')!.click())
    const dialog = await find<HTMLElement>('[role=alertdialog]', 'alert dialog')
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(dialog.isConnected, 'still open').to.equal(true)
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[aria-label=Close]')!.click())
    await gone('[role=alertdialog]', 'closed by ×')
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    for (const side of ['end', 'start'] as const) {
      it(`Drawer (${dir}, side ${side}): docked to the ${side === 'end' ? 'inline end' : 'inline start'}, a modal dialog that Escape closes`, async () => {
        const { container, unmount } = await render(
          <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
            <WithDialog side={side} />
          </LocaleProvider>,
        )
        await act(async () => container.querySelector('button')!.click())
        const drawer = await find<HTMLElement>('[role=dialog]', 'drawer')
        expect(drawer.getAttribute('aria-modal')).to.equal('true')
        // End is the right in ltr and the left in rtl; start the other way round.
        const right = (side === 'end') === (dir === 'ltr')
        await waitFor(() => {
          const box = drawer.getBoundingClientRect()
          if (right) expect(Math.round(window.innerWidth - box.right)).to.equal(0)
          else expect(Math.round(box.left)).to.equal(0)
        })
        await key(document.activeElement!, 'Escape')
        await gone('[role=dialog]', 'drawer after Escape')
        await unmount()
      })
    }
  }

  it('Popover: the trigger says it opens a dialog and whether it is open; the panel is named by its title; Escape closes', async () => {
    const { container, unmount } = await render(
      <Popover title="Filters" closable trigger={<Button>Filter</Button>}>
        <label>
          <input type="checkbox" /> Only active
        </label>
      </Popover>,
    )
    const trigger = container.querySelector('button')!
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog')
    expect(trigger.getAttribute('aria-expanded')).to.equal('false')
    trigger.focus()
    await act(async () => trigger.click())
    const panel = await find<HTMLElement>('[role=dialog]', 'popover')
    await waitFor(() => expect(container.querySelector('button')!.getAttribute('aria-expanded')).to.equal('true'))
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Filters')
    expect(panel.querySelector('button[aria-label=Close]')).to.not.equal(null)
    await expectNoSeriousAxe(panel)
    await key(panel, 'Escape')
    await gone('[role=dialog]', 'popover after Escape')
    await waitFor(() => expect(document.activeElement?.textContent).to.equal('Filter'))
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`Popover (${dir}): bottom-start lines the panel up with the trigger's inline start`, async () => {
      const { container, unmount } = await render(
        <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
          <div dir={dir} style={{ display: 'flex', justifyContent: 'center', paddingTop: 40 }}>
            <Popover title="Filters" placement="bottom-start" trigger={<Button>Filter</Button>}>
              <p style={{ width: 240 }}>Only active</p>
            </Popover>
          </div>
        </LocaleProvider>,
      )
      const trigger = container.querySelector('button')!
      await act(async () => trigger.click())
      const panel = await find<HTMLElement>('[role=dialog]', 'popover')
      await waitFor(() => {
        const t = container.querySelector('button')!.getBoundingClientRect()
        const p = panel.getBoundingClientRect()
        expect(p.top).to.be.greaterThan(t.bottom - 1)
        if (dir === 'ltr') expect(Math.round(p.left)).to.equal(Math.round(t.left))
        else expect(Math.round(p.right)).to.equal(Math.round(t.right))
      })
      await key(panel, 'Escape')
      await gone('[role=dialog]', 'popover after Escape')
      await unmount()
    })
  }

  it('Tooltip: keyboard focus shows it, the trigger is described by it, Escape hides it; it never replaces the name', async () => {
    const { container, unmount } = await render(
      <Tooltip content="Delete this company" openDelay={0}>
        <button type="button" aria-label="Delete">×</button>
      </Tooltip>,
    )
    const trigger = container.querySelector('button')!
    await tabTo(trigger)
    const tip = await find<HTMLElement>('[role=tooltip]', 'tooltip')
    expect(tip.textContent).to.equal('Delete this company')
    await waitFor(() => expect(trigger.getAttribute('aria-describedby')).to.equal(tip.id))
    expect(trigger.getAttribute('aria-label')).to.equal('Delete')
    await expectNoSeriousAxe(container)
    await key(trigger, 'Escape')
    await gone('[role=tooltip]', 'tooltip after Escape')
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`Tooltip (${dir}): top-start lines up with the trigger's inline start`, async () => {
      const { container, unmount } = await render(
        <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
          <div dir={dir} style={{ display: 'flex', justifyContent: 'center', paddingTop: 80 }}>
            <Tooltip content="A hint that is longer than its button" placement="top-start" openDelay={0}>
              <button type="button">Hi</button>
            </Tooltip>
          </div>
        </LocaleProvider>,
      )
      const trigger = container.querySelector('button')!
      await tabTo(trigger)
      const tip = await find<HTMLElement>('[role=tooltip]', 'tooltip')
      await waitFor(() => {
        const t = trigger.getBoundingClientRect()
        const p = tip.getBoundingClientRect()
        expect(p.bottom).to.be.lessThan(t.top + 1)
        if (dir === 'ltr') expect(Math.round(p.left)).to.equal(Math.round(t.left))
        else expect(Math.round(p.right)).to.equal(Math.round(t.right))
      })
      await act(async () => trigger.blur())
      await gone('[role=tooltip]', 'tooltip after blur')
      await unmount()
    })
  }
})
