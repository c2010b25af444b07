import { expect } from 'chai'
import { useState } from 'react'
import type { KanbanBoard, KanbanItem } from '@/core/api/contract/demo/kanban'
import { KanbanBoardView } from '@/features/kanban/KanbanBoardView'
import { act, render, waitFor } from '../support/render'

const item = (id: number, title: string): KanbanItem => ({ id, title, dueDate: '2026-03-04', labels: [], members: [], comments: '', attachments: 0, commentsCount: 0 })
const ITEMS = new Map([item(1, 'Scan cards'), item(2, 'Review list'), item(3, 'Call Osaka'), item(4, 'Print badges')].map((i) => [i.id, i]))
const BOARDS: KanbanBoard[] = [
  { id: 1, title: 'To do', itemsIds: [1, 2] },
  { id: 2, title: 'Doing', itemsIds: [3] },
  { id: 3, title: 'Done', itemsIds: [] },
]

let commits: { boards: KanbanBoard[]; change: { kind: string; id: number } }[] = []
function Harness() {
  const [boards, setBoards] = useState(BOARDS)
  return (
    <div style={{ width: '1000px' }}>
      <KanbanBoardView
        boards={boards}
        items={ITEMS}
        onCommit={(next, change) => {
          commits.push({ boards: next, change })
          setBoards(next)
        }}
        onOpenItem={() => {}}
        onRename={async () => null}
        onAddItem={async () => null}
        onDelete={() => {}}
      />
    </div>
  )
}

// The keyboard sensor reads `code`; it listens on the element first, then on the document while dragging.
const press = async (target: EventTarget, code: string) => {
  const key = code === 'Space' ? ' ' : code
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }))
    await new Promise((r) => setTimeout(r, 60))
  })
}
const card = (container: HTMLElement, id: number) => container.querySelector<HTMLElement>(`[data-card="${id}"]`)!
const order = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-column]')].map((c) => [Number(c.dataset.column), [...c.querySelectorAll<HTMLElement>('[data-card]')].map((e) => Number(e.dataset.card))])
const liveRegion = () => [...document.querySelectorAll('[role=status][aria-live]')].map((e) => e.textContent).join(' ')

describe('kanban keyboard moves', () => {
  beforeEach(() => {
    commits = []
  })

  it('Space lifts a card, ↓ moves it down, → carries it to the next column, Space drops; each step is announced', async () => {
    const { container, unmount } = await render(<Harness />)
    const first = card(container, 1)
    first.focus()
    await press(first, 'Space')
    await waitFor(() => expect(liveRegion()).to.contain('Picked up. Task “Scan cards” in column “To do”, position 1 of 2.'))
    await press(document, 'ArrowDown')
    await waitFor(() => expect(liveRegion()).to.contain('position 2 of 2'))
    await press(document, 'ArrowRight')
    await waitFor(() => expect(liveRegion()).to.contain('column “Doing”'))
    await press(document, 'Space')
    await waitFor(() => expect(commits).to.have.length(1))
    expect(commits[0].change).to.deep.equal({ kind: 'card', id: 1 })
    expect(commits[0].boards.map((b) => [b.id, b.itemsIds])).to.deep.equal([[1, [2]], [2, [1, 3]], [3, []]])
    await waitFor(() => expect(order(container)).to.deep.equal([[1, [2]], [2, [1, 3]], [3, []]]))
    await waitFor(() => expect(liveRegion()).to.contain('Dropped.'))
    await unmount()
  })

  it('a card reaches an empty column, and Escape puts a lifted card back without saving', async () => {
    const { container, unmount } = await render(<Harness />)
    const third = card(container, 3)
    third.focus()
    await press(third, 'Space')
    await press(document, 'ArrowRight')
    await waitFor(() => expect(order(container)[2]).to.deep.equal([3, [3]]))
    await press(document, 'Escape')
    await waitFor(() => expect(order(container)).to.deep.equal([[1, [1, 2]], [2, [3]], [3, []]]))
    expect(commits).to.have.length(0)
    await waitFor(() => expect(liveRegion()).to.contain('Move cancelled'))

    card(container, 3).focus()
    await press(card(container, 3), 'Space')
    await press(document, 'ArrowRight')
    await press(document, 'Enter')
    await waitFor(() => expect(commits).to.have.length(1))
    expect(order(container)).to.deep.equal([[1, [1, 2]], [2, []], [3, [3]]])
    await unmount()
  })

  it('a column moves with its handle: Space, ←/→, Space', async () => {
    const { container, unmount } = await render(<Harness />)
    const handle = container.querySelector<HTMLElement>('[aria-label="Move column Done"]')!
    handle.focus()
    await press(handle, 'Space')
    await waitFor(() => expect(liveRegion()).to.contain('Column “Done”, position 3 of 3.'))
    // Each move lands (and is announced) before the next key, as a user hears it.
    await press(document, 'ArrowLeft')
    await waitFor(() => expect(liveRegion()).to.contain('position 2 of 3'))
    await press(document, 'ArrowLeft')
    await waitFor(() => expect(liveRegion()).to.contain('position 1 of 3'))
    await press(document, 'Space')
    await waitFor(() => expect(commits).to.have.length(1))
    expect(commits[0].change).to.deep.equal({ kind: 'column', id: 3 })
    expect(commits[0].boards.map((b) => b.id)).to.deep.equal([3, 1, 2])
    await unmount()
  })
})
