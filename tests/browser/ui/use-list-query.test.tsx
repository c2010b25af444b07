import { expect } from 'chai'
import { useListQuery, type ListFetcher, type ListQuery } from '@/core/list/use-list-query'
import { act, render, waitFor } from '../support/render'

type Call = { url: string; query: Record<string, unknown>; signal: AbortSignal }

function setup(fetcher: ListFetcher, options: Partial<Parameters<typeof useListQuery<{ id: number }>>[0]> = {}) {
  const ref: { current: ListQuery<{ id: number }> | null } = { current: null }
  function Probe() {
    ref.current = useListQuery<{ id: number }>({ url: 'companies', fetcher, filters: ['industry'], ...options })
    return <p data-total={ref.current.total}>{ref.current.data.map((r) => r.id).join(',')}</p>
  }
  return { ref, Probe }
}

const params = () => new URLSearchParams(location.search)

describe('useListQuery', () => {
  beforeEach(() => history.replaceState(null, '', '/apps/company/list'))

  it('reads the state from the URL and sends it to the fetcher', async () => {
    history.replaceState(null, '', '/apps/company/list?q=abc&page=2&itemsPerPage=25&sortBy=name&orderBy=desc&industry=it&other=keep')
    const calls: Call[] = []
    const { ref, Probe } = setup(async (url, o) => {
      calls.push({ url, ...o })
      return { items: [{ id: 1 }, { id: 2 }], total: 40 }
    })
    const { container, unmount } = await render(<Probe />)
    await waitFor(() => expect(container.querySelector('p')?.textContent).to.equal('1,2'))
    expect(ref.current!.state).to.deep.equal({ q: 'abc', page: 2, itemsPerPage: 25, sortBy: 'name', orderBy: 'desc', filters: { industry: 'it' } })
    expect(calls[0].url).to.equal('companies')
    expect(calls[0].query).to.deep.equal({ q: 'abc', page: 2, itemsPerPage: 25, sortBy: 'name', orderBy: 'desc', industry: 'it' })
    expect(ref.current!.total).to.equal(40)
    await unmount()
  })

  it('falls back to defaults for bad values (page 1, 10 per page)', async () => {
    history.replaceState(null, '', '/apps/company/list?page=abc&itemsPerPage=7&orderBy=sideways')
    const { ref, Probe } = setup(async () => ({ items: [], total: 0 }))
    const { unmount } = await render(<Probe />)
    expect(ref.current!.state.page).to.equal(1)
    expect(ref.current!.state.itemsPerPage).to.equal(10)
    expect(ref.current!.state.orderBy).to.equal(undefined)
    await unmount()
  })

  it('writes changes to the URL, resets the page on filter/sort change, and follows back/forward', async () => {
    const calls: Call[] = []
    const { ref, Probe } = setup(async (url, o) => {
      calls.push({ url, ...o })
      return { items: [{ id: 1 }], total: 100 }
    })
    const { unmount } = await render(<Probe />)
    await act(async () => ref.current!.setPage(3))
    expect(params().get('page')).to.equal('3')
    await act(async () => ref.current!.setFilter('industry', 'retail'))
    expect(params().get('industry')).to.equal('retail')
    expect(params().get('page')).to.equal(null)
    await act(async () => ref.current!.setSort('name', 'desc'))
    expect(params().get('sortBy')).to.equal('name')
    expect(params().get('orderBy')).to.equal('desc')
    await act(async () => ref.current!.setItemsPerPage(50))
    expect(params().get('itemsPerPage')).to.equal('50')
    // Back: the previous URL (sorted, 10 per page) comes back, and so does the state.
    await act(async () => {
      history.back()
      await new Promise((r) => addEventListener('popstate', r, { once: true }))
    })
    await waitFor(() => expect(ref.current!.state.itemsPerPage).to.equal(10))
    expect(ref.current!.state.sortBy).to.equal('name')
    await waitFor(() => expect(calls.at(-1)!.query).to.deep.equal({ page: 1, itemsPerPage: 10, sortBy: 'name', orderBy: 'desc', industry: 'retail' }))
    await unmount()
  })

  it('debounces search into the URL and resets to page 1', async () => {
    history.replaceState(null, '', '/apps/company/list?page=4')
    const calls: Call[] = []
    const { ref, Probe } = setup(async (url, o) => {
      calls.push({ url, ...o })
      return { items: [], total: 100 }
    }, { debounceMs: 30 })
    const { unmount } = await render(<Probe />)
    await act(async () => {
      ref.current!.setSearchText('y')
      ref.current!.setSearchText('ya')
      ref.current!.setSearchText('yam')
    })
    // The box shows the text at once; the URL follows after the pause, with one request only.
    expect(ref.current!.searchText).to.equal('yam')
    await waitFor(() => expect(params().get('q')).to.equal('yam'))
    expect(params().get('page')).to.equal(null)
    await waitFor(() => expect(calls.at(-1)!.query).to.deep.equal({ q: 'yam', page: 1, itemsPerPage: 10 }))
    expect(calls.filter((c) => c.query.q !== undefined)).to.have.length(1)
    await unmount()
  })

  it('aborts a stale request and keeps the previous page while loading', async () => {
    const pending: { resolve: (v: unknown) => void; call: Call }[] = []
    const { ref, Probe } = setup((url, o) => new Promise((resolve) => pending.push({ resolve, call: { url, ...o } })))
    const { unmount } = await render(<Probe />)
    expect(ref.current!.initialLoading).to.equal(true)
    await act(async () => pending[0].resolve({ items: [{ id: 1 }], total: 30 }))
    expect(ref.current!.data).to.deep.equal([{ id: 1 }])
    await act(async () => ref.current!.setPage(2))
    await act(async () => ref.current!.setPage(3))
    expect(pending.map((p) => p.call.query.page), JSON.stringify(pending.map((p) => p.call.query))).to.deep.equal([1, 2, 3])
    expect(pending[1].call.signal.aborted).to.equal(true)
    expect(ref.current!.loading).to.equal(true)
    expect(ref.current!.data).to.deep.equal([{ id: 1 }])
    // The stale answer arriving late is ignored.
    await act(async () => pending[1].resolve({ items: [{ id: 2 }], total: 30 }))
    expect(ref.current!.data).to.deep.equal([{ id: 1 }])
    await act(async () => pending[2].resolve({ items: [{ id: 3 }], total: 30 }))
    expect(ref.current!.data).to.deep.equal([{ id: 3 }])
    expect(ref.current!.loading).to.equal(false)
    await unmount()
  })

  it('maps other answer shapes with select, reports errors, and refetches', async () => {
    let fail = true
    const { ref, Probe } = setup(
      async () => {
        if (fail) throw Object.assign(new Error('boom'), { status: 500, data: { message: 'Server down' } })
        return { users: [{ id: 9 }], totalUsers: 1 }
      },
      { select: ((r: { users: { id: number }[]; totalUsers: number }) => ({ items: r.users, total: r.totalUsers })) as never },
    )
    const { unmount } = await render(<Probe />)
    await waitFor(() => expect(ref.current!.error?.message).to.equal('Server down'))
    expect(ref.current!.error?.status).to.equal(500)
    fail = false
    await act(async () => ref.current!.refetch())
    await waitFor(() => expect(ref.current!.data).to.deep.equal([{ id: 9 }]))
    expect(ref.current!.error).to.equal(null)
    expect(ref.current!.total).to.equal(1)
    await unmount()
  })

  it('fetchAll asks for every row of the current search', async () => {
    history.replaceState(null, '', '/apps/company/list?q=x&page=3')
    const calls: Call[] = []
    const { ref, Probe } = setup(async (url, o) => {
      calls.push({ url, ...o })
      return { items: [{ id: 1 }], total: 1 }
    })
    const { unmount } = await render(<Probe />)
    let all: unknown[] = []
    await act(async () => {
      all = await ref.current!.fetchAll()
    })
    expect(all).to.deep.equal([{ id: 1 }])
    expect(calls.at(-1)!.query).to.deep.equal({ q: 'x', page: 1, itemsPerPage: -1 })
    await unmount()
  })
})
