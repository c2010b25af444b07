import { expect } from 'chai'
import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '@/ui/data-table'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

// A table wider than its box scrolls inside its card and shows a shadow on each side that hides columns.
type Row = { id: number; text: string }
const rows: Row[] = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, text: `Row ${i + 1}` }))
const columns: ColumnDef<Row>[] = Array.from({ length: 8 }, (_, i) => ({
  id: `c${i}`,
  header: `Column ${i}`,
  cell: ({ row }) => <span style={{ display: 'inline-block', width: 160 }}>{row.original.text}</span>,
}))

async function mount(dir: 'ltr' | 'rtl', width: number) {
  const view = await render(
    <div dir={dir} style={{ width }}>
      <DataTable<Row> label="Wide" columns={columns} data={rows} total={rows.length} getRowId={(r) => String(r.id)} />
    </div>,
  )
  const scroller = view.container.querySelector('table')!.parentElement!
  const shadow = (edge: 'start' | 'end') => view.container.querySelector(`[data-edge=${edge}]`)!.hasAttribute('data-visible')
  const scrollToEnd = async () => {
    // rtl boxes scroll towards negative scrollLeft.
    await act(async () => scroller.scrollTo({ left: dir === 'rtl' ? -scroller.scrollWidth : scroller.scrollWidth }))
  }
  return { view, scroller, shadow, scrollToEnd }
}

describe('DataTable horizontal overflow', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`${dir}: scrolls inside its box; shadows mark the hidden sides`, async () => {
      const { view, scroller, shadow, scrollToEnd } = await mount(dir, 360)
      expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth)
      expect(view.container.firstElementChild!.getBoundingClientRect().width).to.equal(360)
      await waitFor(() => expect([shadow('start'), shadow('end')]).to.deep.equal([false, true]))
      await scrollToEnd()
      await waitFor(() => expect([shadow('start'), shadow('end')]).to.deep.equal([true, false]))
      // The start shadow sits on the inline-start side: left in ltr, right in rtl.
      const start = view.container.querySelector('[data-edge=start]')!.getBoundingClientRect()
      const box = scroller.getBoundingClientRect()
      expect(Math.round(dir === 'ltr' ? start.left - box.left : box.right - start.right)).to.equal(0)
      await view.unmount()
    })
  }

  it('a box that scrolls is a named region in the tab order (axe scrollable-region-focusable); one that fits is not', async () => {
    const { view, scroller } = await mount('ltr', 360)
    await waitFor(() => expect(scroller.getAttribute('tabindex')).to.equal('0'))
    expect(scroller.getAttribute('role')).to.equal('region')
    expect(scroller.getAttribute('aria-label')).to.equal('Wide')
    await expectNoSeriousAxe(view.container)
    await view.unmount()
  })

  it('no shadows when the table fits', async () => {
    const { view, shadow, scroller } = await mount('ltr', 2000)
    await waitFor(() => expect([shadow('start'), shadow('end')]).to.deep.equal([false, false]))
    expect(scroller.hasAttribute('tabindex')).to.equal(false)
    expect(scroller.hasAttribute('role')).to.equal(false)
    await view.unmount()
  })
})

describe('DataTable secondary columns (meta.hideBelow)', () => {
  it('a column marked hideBelow is left out, header, cells and loading rows alike, under its breakpoint', async () => {
    // The test window is narrower than xl (1920 px).
    expect(window.innerWidth).to.be.lessThan(1920)
    const cols: ColumnDef<Row>[] = [
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.text },
      { id: 'extra', header: 'Extra', meta: { hideBelow: 'xl' }, cell: () => 'extra' },
    ]
    const shown = (el: Element) => getComputedStyle(el).display !== 'none'
    for (const initialLoading of [false, true]) {
      const view = await render(<DataTable<Row> label="Narrow" columns={cols} data={rows} total={rows.length} getRowId={(r) => String(r.id)} initialLoading={initialLoading} />)
      const headers = [...view.container.querySelectorAll('thead th')]
      expect(headers.map(shown)).to.deep.equal([true, false])
      const firstRow = [...view.container.querySelectorAll('tbody tr:first-child td')]
      expect(firstRow.map(shown), initialLoading ? 'loading row' : 'data row').to.deep.equal([true, false])
      await view.unmount()
    }
  })
})
