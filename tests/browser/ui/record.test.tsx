import { expect } from 'chai'
import { CompanyInputSchema, type CompanyInput } from '@/core/api/contract/product/company'
import type { Resource } from '@/core/list/use-resource'
import { Input } from '@/ui'
import { RecordFormPage, RecordRowActions, useDeleteRecords, useRecordForm, type DeleteRecords } from '@/ui/record'
import { act, render, waitFor } from '../support/render'

type Company = { id: number; name: string }
const empty: CompanyInput = { name: '', name_kana: '', postal_code: '', phone_number: '', note: '' }
const toValues = (c: Company): CompanyInput => ({ ...empty, name: c.name })

type Failure = { status: number; message: string; offline: boolean }

/** A record as useResource gives it, without a network. */
function resource(data: Company | null, reloaded: Company | null = data, state: { loading?: boolean; error?: Failure } = {}): Resource<Company> {
  return { data, loading: state.loading ?? false, error: state.error ?? null, reload: () => Promise.resolve(reloaded), setData: () => undefined }
}

type Calls = { saved: unknown[]; onSaved: Company[]; retried: number; reloaded: number }

function EditCompany({ record, calls, save }: { record: Resource<Company>; calls: Calls; save: (input: unknown) => Promise<Company> }) {
  const recordForm = useRecordForm({
    schema: CompanyInputSchema,
    empty,
    record,
    toValues,
    save: (input) => {
      calls.saved.push(input)
      return save(input)
    },
    onSaved: (saved) => calls.onSaved.push(saved),
  })
  return (
    <RecordFormPage
      title="Edit company"
      subtitle={record.data?.name}
      breadcrumbs={[{ label: 'Companies', href: '/apps/company/list' }, { label: 'Edit' }]}
      recordForm={{
        ...recordForm,
        retry: () => calls.retried++,
        reload: async () => {
          calls.reloaded++
          await recordForm.reload()
        },
      }}
      cancelHref="/apps/company/view/7"
    >
      <Input aria-label="Name" {...recordForm.form.field('name')} />
    </RecordFormPage>
  )
}

const newCalls = (): Calls => ({ saved: [], onSaved: [], retried: 0, reloaded: 0 })
const nameInput = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input[aria-label=Name]')!
const saveButton = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[type=submit]')!
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('RecordFormPage + useRecordForm', () => {
  it('shows the loading state, then the failure under the page header with a Retry', async () => {
    const calls = newCalls()
    const loading = await render(<EditCompany record={resource(null, null, { loading: true })} calls={calls} save={() => Promise.reject(new Error('unused'))} />)
    expect(loading.container.querySelector('[role=status]')).to.not.equal(null)
    expect(loading.container.querySelector('form')).to.equal(null)
    await loading.unmount()

    const failed = await render(<EditCompany record={resource(null, null, { error: { status: 500, message: 'Server error', offline: false } })} calls={calls} save={() => Promise.reject(new Error('unused'))} />)
    expect(failed.container.querySelector('h1')!.textContent).to.equal('Edit company')
    expect(failed.container.querySelector('[role=alert]')).to.not.equal(null)
    expect(failed.container.querySelector('form')).to.equal(null)
    await act(async () => [...failed.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!.click())
    expect(calls.retried).to.equal(1)
    await failed.unmount()
  })

  it('a record that does not exist (404) offers the way back to its list, not a Retry, and no placeholder crumb', async () => {
    const calls = newCalls()
    const missing = await render(<EditCompany record={resource(null, null, { error: { status: 404, message: '', offline: false } })} calls={calls} save={() => Promise.reject(new Error('unused'))} />)
    const c = missing.container
    expect(c.querySelector('h1')!.textContent).to.equal('Edit company')
    expect(c.textContent).to.contain('This record does not exist')
    expect([...c.querySelectorAll('button')].some((b) => b.textContent === 'Retry')).to.equal(false)
    const back = c.querySelector<HTMLAnchorElement>('a[href="/apps/company/list"]:not(nav a)')
    expect(back?.textContent).to.contain('Back to Companies')
    expect(c.querySelector('nav')?.textContent ?? '').to.not.contain('Edit')
    await missing.unmount()
  })

  it('starts from the loaded record, offers Cancel back to it, saves the input and starts over from the answer', async () => {
    const calls = newCalls()
    let answer!: (c: Company) => void
    const { container, unmount } = await render(<EditCompany record={resource({ id: 7, name: 'Sakura Trading' })} calls={calls} save={() => new Promise<Company>((r) => (answer = r))} />)
    await waitFor(() => expect(nameInput(container).value).to.equal('Sakura Trading'))
    expect(container.querySelector('h1')!.parentElement!.textContent).to.contain('Sakura Trading')
    const cancel = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Cancel')!
    expect(cancel.getAttribute('href')).to.equal('/apps/company/view/7')

    await type(nameInput(container), 'Sakura Holdings')
    await act(async () => saveButton(container).click())
    // Save cannot be sent twice while the first save runs.
    await waitFor(() => expect(saveButton(container).disabled).to.equal(true))
    expect(calls.saved).to.have.length(1)
    expect((calls.saved[0] as CompanyInput).name).to.equal('Sakura Holdings')

    await act(async () => answer({ id: 7, name: 'Sakura Holdings K.K.' }))
    await waitFor(() => expect(calls.onSaved).to.deep.equal([{ id: 7, name: 'Sakura Holdings K.K.' }]))
    await waitFor(() => expect(nameInput(container).value).to.equal('Sakura Holdings K.K.'))
    expect(saveButton(container).disabled).to.equal(false)
    await unmount()
  })

  it('does not save invalid input, and after a 409 shows the conflict notice whose Reload starts over from the fresh record', async () => {
    const calls = newCalls()
    const conflict = Object.assign(new Error('stale'), { status: 409, data: { message: 'This record was changed by someone else' } })
    const { container, unmount } = await render(
      <EditCompany record={resource({ id: 7, name: 'Sakura Trading' }, { id: 7, name: 'Theirs' })} calls={calls} save={() => Promise.reject(conflict)} />,
    )
    await waitFor(() => expect(nameInput(container).value).to.equal('Sakura Trading'))
    await type(nameInput(container), '')
    await act(async () => saveButton(container).click())
    expect(calls.saved).to.have.length(0)

    await type(nameInput(container), 'Mine')
    await act(async () => saveButton(container).click())
    await waitFor(() => expect(container.textContent).to.contain('This record was changed elsewhere'))
    expect(calls.onSaved).to.have.length(0)
    await act(async () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Reload the record')!.click())
    await waitFor(() => expect(nameInput(container).value).to.equal('Theirs'))
    expect(calls.reloaded).to.equal(1)
    await unmount()
  })
})

describe('useDeleteRecords', () => {
  type Company = { name: string; persons?: number }
  function Harness({ onReady, calls }: { onReady: (remove: DeleteRecords<Company>) => void; calls: string[] }) {
    const remove = useDeleteRecords<Company>({
      records: {
        remove: (id) => (calls.push(`remove ${id}`), Promise.resolve({ deleted: [id], undo: 'u1' })),
        removeMany: (ids) => (calls.push(`removeMany ${ids.join(',')}`), Promise.resolve({ deleted: ids, undo: 'u2' })),
        restore: (undo) => (calls.push(`restore ${undo}`), Promise.resolve({})),
      },
      deleteTexts: (ids, row) =>
        row?.persons
          ? { title: `${row.name} cannot be deleted`, message: `${row.persons} persons work there.`, deleted: '', blocked: true }
          : { title: row ? `Delete ${row.name}?` : `Delete ${ids.length} companies?`, message: 'You can undo this.', deleted: 'Deleted' },
    })
    onReady(remove)
    return null
  }
  const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]')
  const answer = async (action: 'confirm' | 'cancel') => {
    await waitFor(() => expect(dialog()).to.exist)
    await act(async () => dialog()!.querySelector<HTMLButtonElement>(`[data-action=${action}]`)!.click())
  }

  it('asks with the feature’s texts, deletes one record by id and several in one request, and does nothing on Cancel', async () => {
    const calls: string[] = []
    let remove!: DeleteRecords<Company>
    const { unmount } = await render(<Harness calls={calls} onReady={(r) => (remove = r)} />)
    let changed = 0

    let done: Promise<boolean> = Promise.resolve(false)
    await act(async () => void (done = remove([4], { name: 'Sakura Trading' }, () => changed++)))
    await waitFor(() => expect(dialog()?.textContent).to.contain('Delete Sakura Trading?'))
    expect(dialog()!.querySelector('[data-action=confirm]')!.textContent).to.equal('Delete')
    await answer('confirm')
    expect(await done).to.equal(true)
    expect(calls).to.deep.equal(['remove 4'])
    expect(changed).to.equal(1)

    await act(async () => void (done = remove([4, 5], undefined, () => changed++)))
    await waitFor(() => expect(dialog()?.textContent).to.contain('Delete 2 companies?'))
    await answer('confirm')
    expect(await done).to.equal(true)
    expect(calls).to.deep.equal(['remove 4', 'removeMany 4,5'])

    await act(async () => void (done = remove([6], { name: 'Kaede Inc.' }, () => changed++)))
    await answer('cancel')
    expect(await done).to.equal(false)
    expect(calls).to.have.length(2)
    expect(changed).to.equal(2)
    await waitFor(() => expect(dialog()).to.equal(null))
    await unmount()
  })

  it('only explains a delete the kind knows the server would refuse, with no delete button', async () => {
    const calls: string[] = []
    let remove!: DeleteRecords<Company>
    const { unmount } = await render(<Harness calls={calls} onReady={(r) => (remove = r)} />)
    let done: Promise<boolean> = Promise.resolve(true)
    await act(async () => void (done = remove([7], { name: 'Aoba Shoji', persons: 6 }, () => undefined)))
    await waitFor(() => expect(dialog()?.textContent).to.contain('Aoba Shoji cannot be deleted'))
    expect(dialog()!.textContent).to.contain('6 persons work there.')
    expect(dialog()!.querySelector('[data-action=confirm]')).to.equal(null)
    expect(dialog()!.querySelector('[data-action=cancel]')!.textContent).to.equal('Close')
    await answer('cancel')
    expect(await done).to.equal(false)
    expect(calls).to.deep.equal([])
    await waitFor(() => expect(dialog()).to.equal(null))
    await unmount()
  })
})

describe('RecordRowActions', () => {
  const items = () => [...document.querySelectorAll<HTMLElement>('[role=menuitem]')]

  it('offers only the actions it is given, labelled with the record’s name', async function () {
    this.timeout(10_000)
    let deleted = 0
    const { container, unmount } = await render(<RecordRowActions name="Sakura Trading" editHref="/apps/company/edit/7" onDelete={() => deleted++} />)
    const trigger = container.querySelector<HTMLButtonElement>('button[aria-label="Actions for Sakura Trading"]')!
    expect(trigger).to.not.equal(null)
    await act(async () => trigger.click())
    await waitFor(() => expect(items().map((i) => i.textContent)).to.deep.equal(['Edit', 'Delete']))
    // From the keyboard: End highlights Delete, Enter chooses it.
    const menu = document.querySelector<HTMLElement>('[role=menu][data-state=open]')!
    await act(async () => menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })))
    await waitFor(() => expect(items()[1]!.hasAttribute('data-highlighted')).to.equal(true))
    await act(async () => menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    await waitFor(() => expect(deleted).to.equal(1))
    await unmount()
  })
})
