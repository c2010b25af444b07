import { useState } from 'react'
import { expect } from 'chai'
import { AvatarGroup, CheckboxMatrix, type MatrixValue } from '@/ui'
import { LanguagePicker } from '@/ui/LanguagePicker'
import { activateLocale } from '@/core/i18n/i18n'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

// Focus as by Tab: Ark shows tooltips for keyboard focus only.
const tabTo = (el: HTMLElement) =>
  act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    el.focus()
  })

function Matrix({ dir = 'ltr' as 'ltr' | 'rtl' }) {
  const [value, setValue] = useState<MatrixValue>({ invoices: { read: true } })
  return (
    <div dir={dir}>
      <CheckboxMatrix
        label="Permissions of Manager"
        rowHeader="Area"
        rows={[{ id: 'invoices', label: 'Invoices' }, { id: 'users', label: 'Users' }]}
        columns={[{ id: 'read', label: 'Read' }, { id: 'write', label: 'Write' }]}
        value={value}
        onChange={setValue}
        selectAll
      />
    </div>
  )
}

describe('people and choices', function () {
  this.timeout(15_000)

  it('CheckboxMatrix: a named table; every box named "row: column"; All: column is mixed, then checks the column', async () => {
    const { container, unmount } = await render(<Matrix />)
    const table = container.querySelector('table')!
    expect(table.getAttribute('aria-label')).to.equal('Permissions of Manager')
    const box = (name: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!
    expect([...container.querySelectorAll('input')].map((i) => i.getAttribute('aria-label'))).to.deep.equal([
      'All: Read', 'All: Write', 'Invoices: Read', 'Invoices: Write', 'Users: Read', 'Users: Write',
    ])
    expect(box('Invoices: Read').checked).to.equal(true)
    expect(box('All: Read').getAttribute('aria-checked')).to.equal('mixed')
    expect(container.querySelectorAll('th[scope=row]').length).to.equal(3)
    await act(async () => box('All: Read').click())
    expect(box('Users: Read').checked).to.equal(true)
    expect(box('All: Read').checked).to.equal(true)
    expect(box('All: Read').hasAttribute('aria-checked')).to.equal(false)
    await act(async () => box('Users: Write').click())
    expect(box('All: Write').getAttribute('aria-checked')).to.equal('mixed')
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('CheckboxMatrix (rtl): the row names come first on the right', async () => {
    const { container, unmount } = await render(<Matrix dir="rtl" />)
    const [head, read, write] = [...container.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect().left)
    expect(head).to.be.greaterThan(read)
    expect(read).to.be.greaterThan(write)
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`AvatarGroup (${dir}): a named group; each face is focusable and named, its tooltip shows on focus; the rest counted as "+N"`, async () => {
      const { container, unmount } = await render(
        <div dir={dir}>
          <AvatarGroup names={['Sato Yui', 'Ito Ren', 'Kato Mei', 'Abe Sho', 'Ono Rin']} max={3} />
        </div>,
      )
      const group = container.querySelector('[role=group]')!
      expect(group.getAttribute('aria-label')).to.equal('5 people')
      const faces = [...group.querySelectorAll<HTMLElement>('[role=img]')]
      expect(faces.map((f) => f.getAttribute('aria-label'))).to.deep.equal(['Sato Yui', 'Ito Ren', '3 more'])
      const stops = [...group.querySelectorAll<HTMLElement>('[tabindex="0"]')]
      expect(stops.length).to.equal(3)
      // The avatars overlap from the inline start: the second is right of the first in ltr, left in rtl.
      const [a, b] = stops.map((s) => s.getBoundingClientRect())
      if (dir === 'ltr') expect(b.left).to.be.greaterThan(a.left)
      else expect(b.left).to.be.lessThan(a.left)
      await tabTo(stops[2])
      const tip = await waitFor(() => {
        const el = document.querySelector('[role=tooltip]')
        expect(el, 'tooltip').to.not.equal(null)
        return el!
      })
      expect(tip.textContent).to.equal('Kato Mei, Abe Sho, Ono Rin')
      await expectNoSeriousAxe(container)
      await act(async () => stops[2].blur())
      await unmount()
    })
  }

  it('LanguagePicker: a labelled select of the four languages, each option in its own language; choosing Arabic turns the page rtl', async () => {
    const { container, unmount } = await render(<LanguagePicker />)
    const select = container.querySelector('select')!
    expect(container.querySelector(`label[for="${select.id}"]`)!.textContent).to.equal('Language')
    expect([...select.options].map((o) => [o.value, o.lang, o.textContent])).to.deep.equal([
      ['en', 'en', 'English'], ['fr', 'fr', 'Français'], ['ar', 'ar', 'العربية'], ['ja', 'ja', '日本語'],
    ])
    await expectNoSeriousAxe(container)
    try {
      await act(async () => {
        select.value = 'ar'
        select.dispatchEvent(new Event('change', { bubbles: true }))
      })
      await waitFor(() => expect(document.documentElement.dir).to.equal('rtl'))
      expect(document.documentElement.lang).to.equal('ar')
      await waitFor(() => expect(select.value).to.equal('ar'))
    } finally {
      await act(async () => void (await activateLocale('en')))
    }
    expect(document.documentElement.dir).to.equal('ltr')
    await unmount()
  })
})
