import { useState } from 'react'
import { expect } from 'chai'
import { LocaleProvider } from '@ark-ui/react/locale'
import { DatePicker } from '@/ui'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

// Typing as a person does: each character through the input event (Ark filters characters there), then leave the field.
async function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => input.focus())
  for (let i = 1; i <= text.length; i++) {
    await act(async () => {
      setValue.call(input, text.slice(0, i))
      input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text[i - 1], inputType: 'insertText' }))
    })
  }
}
const blur = (input: HTMLInputElement) => act(async () => input.blur())
const key = (el: HTMLElement, k: string) =>
  act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  })

function Picker({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [value, setValue] = useState(initial)
  return (
    <DatePicker
      label="Start date"
      value={value}
      onValueChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('DatePicker', function () {
  this.timeout(15_000)

  it('is a labelled text field with a named calendar button and a clear button; axe finds nothing serious', async () => {
    const { container, unmount } = await render(<Picker initial={['2026-03-05']} />)
    const input = container.querySelector<HTMLInputElement>('input')!
    const label = container.querySelector('label')!
    expect(label.textContent).to.equal('Start date')
    expect(label.htmlFor).to.equal(input.id)
    expect(input.value).to.equal('05/03/2026')
    expect(container.querySelector('button[aria-label="Open the calendar"]')).to.not.equal(null)
    expect(container.querySelector('button[aria-label="Clear the date"]')).to.not.equal(null)
    await expectNoSeriousAxe(container)
    await unmount()
  })

  // What is typed, how it is confirmed, the value taken and what the field then shows.
  const TYPED = [
    { what: 'a date typed as shown (dd/mm/yyyy in en-GB) is taken', typed: '24/11/2026', confirm: 'blur', value: '2026-11-24', shown: '24/11/2026' },
    { what: 'an ISO date (2026-11-24) typed into the en-GB field is that date, not today', typed: '2026-11-24', confirm: 'blur', value: '2026-11-24', shown: '24/11/2026' },
    { what: 'an ISO date confirmed with Enter is taken too', typed: '2027-01-05', confirm: 'Enter', value: '2027-01-05', shown: null },
  ] as const
  for (const c of TYPED) {
    it(c.what, async () => {
      const seen: string[][] = []
      const { container, unmount } = await render(<Picker onChange={(v) => seen.push(v)} />)
      const input = container.querySelector<HTMLInputElement>('input')!
      await type(input, c.typed)
      if (c.confirm === 'blur') await blur(input)
      else await key(input, 'Enter')
      await waitFor(() => expect(seen.at(-1)).to.deep.equal([c.value]))
      if (c.shown) expect(input.value).to.equal(c.shown)
      await unmount()
    })
  }

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`${dir}: the calendar is a grid; arrows move by a day (mirrored in rtl), Enter picks, Escape closes`, async () => {
      const seen: string[][] = []
      const { container, unmount } = await render(
        <LocaleProvider locale={dir === 'rtl' ? 'ar' : 'en'}>
          <div dir={dir}>
            <Picker initial={['2026-11-24']} onChange={(v) => seen.push(v)} />
          </div>
        </LocaleProvider>,
      )
      await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Open the calendar"]')!.click())
      await waitFor(() => {
        const g = document.querySelector<HTMLElement>('[role=grid]')
        expect(g, 'calendar grid').to.not.equal(null)
      })
      const focused = () => document.activeElement as HTMLElement
      await waitFor(() => expect(focused().getAttribute('data-value')).to.equal('2026-11-24'))
      await key(focused(), 'ArrowLeft')
      // ArrowLeft goes to the day on the left: the day before in ltr, the day after in rtl.
      await waitFor(() => expect(focused().getAttribute('data-value')).to.equal(dir === 'ltr' ? '2026-11-23' : '2026-11-25'))
      await key(focused(), 'ArrowDown')
      await waitFor(() => expect(focused().getAttribute('data-value')).to.equal(dir === 'ltr' ? '2026-11-30' : '2026-12-02'))
      await key(focused(), 'Enter')
      await waitFor(() => expect(seen.at(-1)).to.deep.equal([dir === 'ltr' ? '2026-11-30' : '2026-12-02']))
      await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Open the calendar"]')!.click())
      await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]'), 'open calendar').to.not.equal(null))
      await key(focused(), 'Escape')
      await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]'), 'closed calendar').to.equal(null))
      await unmount()
    })
  }
})
