import { expect } from 'chai'
import { useState } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '@/ui/data-table'
import { act, render } from '../support/render'

type Row = { id: number; name: string; city: string }
const rows: Row[] = Array.from({ length: 57 }, (_, i) => ({ id: i + 1, name: `Company ${i + 1}`, city: i % 2 ? 'Osaka' : 'Tokyo' }))
const columns: ColumnDef<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'city', accessorKey: 'city', header: 'City' },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: () => <button type="button">Edit</button> },
]

type Events = { sorts: [string | undefined, string | undefined][]; pages: number[]; sizes: number[]; selections: string[][] }

function Harness({ events, data = rows.slice(0, 10), total = 57, onBulk }: { events: Events; data?: Row[]; total?: number; onBulk?: (ids: string[]) => void }) {
  const [sort, setSort] = useState<{ sortBy?: string; orderBy?: 'asc' | 'desc' }>({})
  return (
    <DataTable<Row>
      label="Companies"
      columns={columns}
      data={data}
      total={total}
      getRowId={(r) => String(r.id)}
      sort={sort}
      onSortChange={(sortBy, orderBy) => {
        events.sorts.push([sortBy, orderBy])
        setSort({ sortBy, orderBy })
      }}
      page={1}
      itemsPerPage={10}
      onPageChange={(p) => events.pages.push(p)}
      onItemsPerPageChange={(s) => events.sizes.push(s)}
      onSelectionChange={undefined}
      bulkActions={(ids) => (
        <button type="button" onClick={() => onBulk?.(ids)}>
          Delete selected
        </button>
      )}
    />
  )
}

const newEvents = (): Events => ({ sorts: [], pages: [], sizes: [], selections: [] })
const click = async (el: Element | null | undefined) => {
  expect(el, 'element to click').to.not.equal(null)
  await act(async () => (el as HTMLElement).click())
}

describe('DataTable', () => {
  it('cycles sorting asc → desc → none from a header button and reflects it in aria-sort', async () => {
    const events = newEvents()
    const { container, unmount } = await render(<Harness events={events} />)
    const nameHeader = () => container.querySelectorAll('th')[1]
    expect(nameHeader().getAttribute('aria-sort')).to.equal('none')
    await click(nameHeader().querySelector('button'))
    expect(nameHeader().getAttribute('aria-sort')).to.equal('ascending')
    await click(nameHeader().querySelector('button'))
    expect(nameHeader().getAttribute('aria-sort')).to.equal('descending')
    await click(nameHeader().querySelector('button'))
    expect(nameHeader().getAttribute('aria-sort')).to.equal('none')
    expect(events.sorts).to.deep.equal([['name', 'asc'], ['name', 'desc'], [undefined, undefined]])
    // A column with enableSorting false has no sort button.
    expect(container.querySelectorAll('th')[3].querySelector('button')).to.equal(null)
    await unmount()
  })

  it('sorts every data column, also one that only renders a cell; never the row actions', async () => {
    const events = newEvents()
    const cellOnly: ColumnDef<Row>[] = [
      { id: 'name', header: 'Name', cell: ({ row }) => <strong>{row.original.name}</strong> },
      { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> },
    ]
    function CellOnly() {
      const [sort, setSort] = useState<{ sortBy?: string; orderBy?: 'asc' | 'desc' }>({})
      return <DataTable<Row> label="Companies" columns={cellOnly} data={rows.slice(0, 3)} total={3} getRowId={(r) => String(r.id)} sort={sort} onSortChange={(sortBy, orderBy) => (events.sorts.push([sortBy, orderBy]), setSort({ sortBy, orderBy }))} />
    }
    const { container, unmount } = await render(<CellOnly />)
    const [name, actions] = container.querySelectorAll('th')
    await click(name.querySelector('button'))
    expect(events.sorts).to.deep.equal([['name', 'asc']])
    expect(actions.querySelector('button')).to.equal(null)
    // Phone cards read each value with its column's name; the first column leads the card.
    const cells = container.querySelectorAll('tbody tr:first-child td')
    expect(cells[0].hasAttribute('data-lead')).to.equal(true)
    expect(cells[0].getAttribute('data-label')).to.equal('Name')
    expect(cells[1].hasAttribute('data-label')).to.equal(false)
    await unmount()
  })

  it('selects rows, offers bulk actions with the selected ids, and selects all on the page', async () => {
    const events = newEvents()
    let bulk: string[] = []
    const { container, unmount } = await render(<Harness events={events} onBulk={(ids) => (bulk = ids)} />)
    const boxes = () => [...container.querySelectorAll<HTMLInputElement>('tbody input[type=checkbox]')]
    expect(boxes()).to.have.length(10)
    expect(container.querySelector('[aria-label="Bulk actions"]')).to.equal(null)
    await click(boxes()[0])
    await click(boxes()[2])
    expect(container.querySelector('[data-part=selected-count]')?.textContent).to.equal('2 selected')
    const selectAll = container.querySelector<HTMLInputElement>('thead input[type=checkbox]')!
    expect(selectAll.indeterminate).to.equal(true)
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Delete selected'))
    expect(bulk).to.deep.equal(['1', '3'])
    await click(selectAll)
    expect(boxes().every((b) => b.checked)).to.equal(true)
    expect(container.querySelector('[data-part=selected-count]')?.textContent).to.equal('10 selected')
    await click(container.querySelector('button[aria-label="Clear selection"]'))
    expect(boxes().some((b) => b.checked)).to.equal(false)
    await unmount()
  })

  it('shows the range, changes page and page size', async () => {
    const events = newEvents()
    const { container, unmount } = await render(<Harness events={events} />)
    expect(container.querySelector('[data-part=range]')?.textContent).to.equal('1–10 of 57')
    const options = [...container.querySelectorAll('tfoot select option, select option')].map((o) => o.textContent)
    expect(options).to.deep.equal(['5', '10', '20', '25', '50', '100'])
    expect(container.querySelector('button[aria-label="Previous page"]')!.hasAttribute('disabled')).to.equal(true)
    await click(container.querySelector('button[aria-label="Next page"]'))
    await click(container.querySelector('button[aria-label="Page 6"]'))
    const select = container.querySelector('select')!
    await act(async () => {
      select.value = '25'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(events.pages).to.deep.equal([2, 6])
    expect(events.sizes).to.deep.equal([25])
    expect(container.querySelector('button[aria-current=page]')?.textContent).to.equal('1')
    await unmount()
  })

  it('keeps a cell mounted when the page rebuilds its columns (an open row menu stays open)', async () => {
    // A cell with its own state, as a row's action menu has: open or closed.
    function Toggle() {
      const [open, setOpen] = useState(false)
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          Actions
        </button>
      )
    }
    // The page builds its columns anew on each render, as one whose callbacks change does.
    function Rebuilding() {
      const [tick, setTick] = useState(0)
      const rebuilt: ColumnDef<Row>[] = [{ id: 'name', accessorKey: 'name', header: 'Name' }, { id: 'actions', header: 'Actions', enableSorting: false, cell: () => <Toggle /> }]
      return (
        <>
          <button type="button" data-testid="rerender" onClick={() => setTick(tick + 1)}>
            Refresh {tick}
          </button>
          <DataTable<Row> label="Companies" columns={rebuilt} data={rows.slice(0, 3)} total={3} getRowId={(r) => String(r.id)} />
        </>
      )
    }
    const { container, unmount } = await render(<Rebuilding />)
    const toggle = () => container.querySelector('tbody tr button[aria-expanded]')
    await click(toggle())
    expect(toggle()?.getAttribute('aria-expanded')).to.equal('true')
    await click(container.querySelector('[data-testid=rerender]'))
    expect(container.querySelector('[data-testid=rerender]')?.textContent).to.equal('Refresh 1')
    expect(toggle()?.getAttribute('aria-expanded')).to.equal('true')
    await unmount()
  })

  it('shows an empty state when there are no rows', async () => {
    const { container, unmount } = await render(<Harness events={newEvents()} data={[]} total={0} />)
    expect(container.querySelectorAll('tbody tr')).to.have.length(1)
    expect(container.querySelector('tbody')?.textContent).to.contain('No results')
    expect(container.querySelector('[data-part=range]')?.textContent).to.equal('0–0 of 0')
    await unmount()
  })

  it('shows skeleton rows on first load and an error with Retry', async () => {
    let retried = 0
    const { container, unmount } = await render(
      <DataTable<Row> label="Companies" columns={columns} data={[]} total={0} getRowId={(r) => String(r.id)} loading initialLoading itemsPerPage={5} />,
    )
    expect(container.querySelectorAll('tbody tr[data-skeleton]')).to.have.length(5)
    await unmount()
    const second = await render(
      <DataTable<Row> label="Companies" columns={columns} data={[]} total={0} getRowId={(r) => String(r.id)} error={{ status: 500, message: 'Boom', offline: false }} onRetry={() => retried++} />,
    )
    expect(second.container.querySelector('[role=alert]')?.textContent).to.contain('Boom')
    await click([...second.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Retry')))
    expect(retried).to.equal(1)
    await second.unmount()
  })
})
