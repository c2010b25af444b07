import { useState } from 'react'
import { expect } from 'chai'
import { BulkBar, ColumnsMenu, Pagination } from '@/ui/data-table'
import { Button } from '@/ui'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

const named = (root: ParentNode, name: string) => {
  const b = root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
  expect(b, `button "${name}"`).to.not.equal(null)
  return b!
}

function Pager({ dir = 'ltr' as 'ltr' | 'rtl', total = 95, onPage = (_: number) => {} }) {
  const [page, setPage] = useState(1)
  const [size, setSize] = useState(10)
  return (
    <div dir={dir} style={{ width: 900 }}>
      <Pagination
        page={page}
        itemsPerPage={size}
        total={total}
        onPageChange={(p) => {
          setPage(p)
          onPage(p)
        }}
        onItemsPerPageChange={(s) => {
          setSize(s)
          setPage(1)
        }}
      />
    </div>
  )
}

describe('data-table parts', function () {
  this.timeout(15_000)

  it('Pagination: a named navigation; page buttons named "Page n", the current one marked; Previous/Next disabled at the ends', async () => {
    const seen: number[] = []
    const { container, unmount } = await render(<Pager onPage={(p) => seen.push(p)} />)
    const nav = container.querySelector('nav')!
    expect(nav.getAttribute('aria-label')).to.equal('Pagination')
    const current = () => nav.querySelector('[aria-current=page]')!.getAttribute('aria-label')
    expect(current()).to.equal('Page 1')
    expect(named(nav, 'Previous page').disabled).to.equal(true)
    expect(container.querySelector('[data-part=range]')!.textContent).to.equal('1–10 of 95')
    // The window: 1 2 3 4 … 10.
    expect([...nav.querySelectorAll('button[aria-label^=Page]')].map((b) => b.textContent)).to.deep.equal(['1', '2', '3', '4', '10'])
    await act(async () => named(nav, 'Page 10').click())
    expect(current()).to.equal('Page 10')
    expect(named(nav, 'Next page').disabled).to.equal(true)
    expect(container.querySelector('[data-part=range]')!.textContent).to.equal('91–95 of 95')
    await act(async () => named(nav, 'Previous page').click())
    expect(current()).to.equal('Page 9')
    expect(seen).to.deep.equal([10, 9])
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('Pagination: rows per page is a labelled select; a new size goes back to page 1', async () => {
    const { container, unmount } = await render(<Pager />)
    const nav = container.querySelector('nav')!
    await act(async () => named(nav, 'Page 3').click())
    const select = container.querySelector('select')!
    expect(select.closest('label')!.textContent).to.contain('Rows per page')
    await act(async () => {
      select.value = '25'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(nav.querySelector('[aria-current=page]')!.getAttribute('aria-label')).to.equal('Page 1')
    expect(container.querySelector('[data-part=range]')!.textContent).to.equal('1–25 of 95')
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`Pagination (${dir}): Previous sits on the inline start and its arrow points that way`, async () => {
      const { container, unmount } = await render(<Pager dir={dir} />)
      const prev = named(container, 'Previous page').getBoundingClientRect()
      const next = named(container, 'Next page').getBoundingClientRect()
      if (dir === 'ltr') expect(prev.left).to.be.lessThan(next.left)
      else expect(prev.left).to.be.greaterThan(next.left)
      // The chevrons are flipped by CSS in rtl (a left chevron would point to the end there).
      const flip = getComputedStyle(named(container, 'Previous page').querySelector('svg')!).transform
      if (dir === 'ltr') expect(flip).to.equal('none')
      else expect(flip).to.not.equal('none')
      await unmount()
    })
  }

  it('BulkBar: a named region with the count (polite) and a named Clear button', async () => {
    let cleared = 0
    const { container, unmount } = await render(
      <BulkBar count={3} onClear={() => cleared++}>
        <Button>Delete</Button>
      </BulkBar>,
    )
    const region = container.querySelector('[role=region]')!
    expect(region.getAttribute('aria-label')).to.equal('Bulk actions')
    const count = region.querySelector('[data-part=selected-count]')!
    expect(count.textContent).to.equal('3 selected')
    expect(count.getAttribute('aria-live')).to.equal('polite')
    await act(async () => named(region, 'Clear selection').click())
    expect(cleared).to.equal(1)
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('ColumnsMenu: a Columns popover with a labelled checkbox per column and named move buttons; the required column cannot be hidden', async () => {
    const changes: { visibility?: Record<string, boolean>; order?: string[] } = {}
    function Menu() {
      const [visibility, setVisibility] = useState<Record<string, boolean>>({})
      const [order, setOrder] = useState(['name', 'email', 'phone'])
      return (
        <ColumnsMenu
          columns={[{ id: 'name', label: 'Name', required: true }, { id: 'email', label: 'E-mail' }, { id: 'phone', label: 'Phone' }]}
          visibility={visibility}
          order={order}
          onVisibilityChange={(v) => {
            changes.visibility = v
            setVisibility(v)
          }}
          onOrderChange={(o) => {
            changes.order = o
            setOrder(o)
          }}
        />
      )
    }
    const { container, unmount } = await render(<Menu />)
    const trigger = container.querySelector('button')!
    expect(trigger.textContent).to.equal('Columns')
    expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog')
    trigger.focus()
    await act(async () => trigger.click())
    const panel = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[role=dialog]')
      expect(el, 'columns panel').to.not.equal(null)
      return el!
    })
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Columns')
    const boxes = () => [...panel.querySelectorAll<HTMLInputElement>('input[type=checkbox]')]
    expect(boxes().map((b) => b.closest('label')!.textContent)).to.deep.equal(['Name', 'E-mail', 'Phone'])
    expect(boxes()[0].disabled).to.equal(true)
    expect(named(panel, 'Move Name up').disabled).to.equal(true)
    expect(named(panel, 'Move Phone down').disabled).to.equal(true)
    await act(async () => boxes()[1].click())
    expect(changes.visibility).to.deep.equal({ email: false })
    await act(async () => named(panel, 'Move Phone up').click())
    expect(changes.order).to.deep.equal(['name', 'phone', 'email'])
    await waitFor(() => expect(boxes().map((b) => b.closest('label')!.textContent)).to.deep.equal(['Name', 'Phone', 'E-mail']))
    await expectNoSeriousAxe(panel)
    await act(async () => void panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })))
    await waitFor(() => expect(document.querySelector('[role=dialog]')).to.equal(null))
    await waitFor(() => expect(document.activeElement?.textContent).to.equal('Columns'))
    await unmount()
  })
})
