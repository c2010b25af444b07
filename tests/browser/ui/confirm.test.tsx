import { expect } from 'chai'
import { confirm, ConfirmDialog } from '@/ui'
import { act, render, waitFor, expectFocus } from '../support/render'

const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]')
const button = (action: 'confirm' | 'cancel') => dialog()!.querySelector<HTMLButtonElement>(`[data-action=${action}]`)!

describe('confirm()', () => {
  it('resolves true when the user confirms', async () => {
    let answer: boolean | undefined
    await act(async () => {
      void confirm({ title: 'Delete 3 companies?', message: 'This cannot be undone.', confirmLabel: 'Delete', danger: true }).then((v) => (answer = v))
    })
    await waitFor(() => expect(dialog()?.textContent).to.contain('Delete 3 companies?'))
    expect(dialog()!.textContent).to.contain('This cannot be undone.')
    expect(button('confirm').textContent).to.equal('Delete')
    // Dangerous questions start on Cancel, so Enter does not delete.
    await waitFor(() => expectFocus(button('cancel'), 'Cancel'))
    await act(async () => button('confirm').click())
    await waitFor(() => expect(answer).to.equal(true))
    await waitFor(() => expect(dialog()).to.equal(null))
  })

  it('resolves false on Cancel and on Escape', async () => {
    let first: boolean | undefined
    await act(async () => {
      void confirm({ title: 'Discard?' }).then((v) => (first = v))
    })
    await waitFor(() => expect(dialog()).to.exist)
    await act(async () => button('cancel').click())
    await waitFor(() => expect(first).to.equal(false))
    await waitFor(() => expect(dialog()).to.equal(null))

    let second: boolean | undefined
    await act(async () => {
      void confirm({ title: 'Leave?' }).then((v) => (second = v))
    })
    await waitFor(() => expect(dialog()?.textContent).to.contain('Leave?'))
    await waitFor(() => expect(dialog()!.contains(document.activeElement)).to.equal(true))
    await act(async () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    await waitFor(() => expect(second).to.equal(false))
    await waitFor(() => expect(dialog()).to.equal(null))
  })
})

describe('ConfirmDialog', () => {
  it('calls onConfirm and onCancel', async () => {
    const calls: string[] = []
    const { unmount } = await render(<ConfirmDialog open title="Sure?" onConfirm={() => calls.push('yes')} onCancel={() => calls.push('no')} />)
    await waitFor(() => expect(dialog()).to.exist)
    await act(async () => button('confirm').click())
    await act(async () => button('cancel').click())
    expect(calls).to.deep.equal(['yes', 'no'])
    await unmount()
  })
})
