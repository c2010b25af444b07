import { expect } from 'chai'
import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { CompanyInputSchema, type CompanyInput } from '@/core/api/contract/product/company'
import { MESSAGES } from '@/core/api/contract/product/validators'
import { Button, Input, Textarea } from '@/ui'
import { ConflictNotice, FormAlert, FormField, translateValidationMessage, useForm, type Form } from '@/ui/forms'
import { act, render, waitFor } from '../support/render'

const initial: CompanyInput = { name: '', name_kana: '', postal_code: '', phone_number: '', note: '' }

type Harness = { form: Form<typeof CompanyInputSchema> | null; saved: unknown[] }

function CompanyForm({ h, save }: { h: Harness; save: (data: unknown) => Promise<unknown> }) {
  const form = useForm(CompanyInputSchema, initial)
  h.form = form
  return (
    <form onSubmit={form.handleSubmit(async (data) => h.saved.push(await save(data)))} noValidate>
      <FormField label="Name" required errors={form.errorsOf('name')} hint="As printed on the card">
        <Input {...form.field('name')} />
      </FormField>
      <FormField label="Kana" errors={form.errorsOf('name_kana')}>
        <Input {...form.field('name_kana')} />
      </FormField>
      <FormField label="Postal code" errors={form.errorsOf('postal_code')}>
        <Input {...form.field('postal_code')} />
      </FormField>
      <FormField label="Note" errors={form.errorsOf('note')}>
        <Textarea {...form.field('note')} />
      </FormField>
      {form.conflict && <ConflictNotice conflict={form.conflict} onReload={() => form.reset({ ...initial, name: 'Theirs' })} />}
      <FormAlert message={form.formError} />
      <Button type="submit" loading={form.submitting}>
        Save
      </Button>
    </form>
  )
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const blur = async (el: HTMLElement) => act(async () => el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const submit = async (container: HTMLElement) => act(async () => container.querySelector<HTMLButtonElement>('button[type=submit]')!.click())
const inputOf = (container: HTMLElement, label: string) => {
  const lab = [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(lab.htmlFor)}`)!
}

describe('FormField', () => {
  it('links label, hint and errors to the control and marks it invalid', async () => {
    const { container, unmount } = await render(
      <FormField label="Email" required hint="Work address" errors={['Enter a valid email address']}>
        <Input />
      </FormField>,
    )
    const input = container.querySelector('input')!
    expect(container.querySelector('label')!.htmlFor).to.equal(input.id)
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    expect(input.getAttribute('aria-required')).to.equal('true')
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).to.deep.equal(['Enter a valid email address', 'Work address'])
    await unmount()
  })

  it('shows nothing invalid without errors', async () => {
    const { container, unmount } = await render(
      <FormField label="Email">
        <Input />
      </FormField>,
    )
    expect(container.querySelector('input')!.hasAttribute('aria-invalid')).to.equal(false)
    expect(container.querySelector('ul')).to.equal(null)
    await unmount()
  })
})

describe('useForm', () => {
  it('validates a field on blur, shows every field error on submit, and does not save invalid data', async () => {
    const h: Harness = { form: null, saved: [] }
    let calls = 0
    const { container, unmount } = await render(<CompanyForm h={h} save={async () => calls++} />)
    const kana = inputOf(container, 'Kana')
    await type(kana, 'yamada')
    expect(container.textContent).not.to.contain(MESSAGES.kana)
    await blur(kana)
    expect(container.textContent).to.contain(MESSAGES.kana)
    expect(kana.getAttribute('aria-invalid')).to.equal('true')
    // Untouched fields stay quiet until submit.
    expect(container.textContent).not.to.contain(MESSAGES.required)
    await type(inputOf(container, 'Postal code'), '1234567')
    await submit(container)
    expect(container.textContent).to.contain(MESSAGES.required)
    expect(container.textContent).to.contain(MESSAGES.postalCode)
    expect(calls).to.equal(0)
    // Fixing a field clears its message while typing.
    await type(kana, 'やまだ')
    expect(container.textContent).not.to.contain(MESSAGES.kana)
    await unmount()
  })

  it('tracks dirty, disables Save while submitting, and passes the parsed output', async () => {
    const h: Harness = { form: null, saved: [] }
    let finish: (v: unknown) => void = () => undefined
    const { container, unmount } = await render(<CompanyForm h={h} save={(data) => new Promise((r) => (finish = () => r(data)))} />)
    expect(h.form!.dirty).to.equal(false)
    await type(inputOf(container, 'Name'), '　山田商事　')
    expect(h.form!.dirty).to.equal(true)
    await submit(container)
    const button = container.querySelector<HTMLButtonElement>('button[type=submit]')!
    expect(h.form!.submitting).to.equal(true)
    expect(button.disabled).to.equal(true)
    await act(async () => finish(undefined))
    await waitFor(() => expect(h.form!.submitting).to.equal(false))
    // The schema normalises width and trims: the saved value is the parsed output.
    expect((h.saved[0] as { name: string }).name).to.equal('山田商事')
    expect(button.disabled).to.equal(false)
    await unmount()
  })

  it('maps a server 400 {message, fields} under the fields, translated', async () => {
    const h: Harness = { form: null, saved: [] }
    const error = Object.assign(new Error('Bad Request'), { status: 400, data: { message: 'Invalid company', fields: { name: ['This is too long'], postal_code: ['Enter a postal code as NNN-NNNN'] } } })
    const { container, unmount } = await render(<CompanyForm h={h} save={() => Promise.reject(error)} />)
    await type(inputOf(container, 'Name'), 'ok')
    await submit(container)
    await waitFor(() => expect(h.form!.errorsOf('postal_code')).to.deep.equal(['Enter a postal code as NNN-NNNN']))
    expect(h.form!.errorsOf('name')).to.deep.equal(['This is too long'])
    expect(inputOf(container, 'Postal code').getAttribute('aria-invalid')).to.equal('true')
    // Editing the field drops the server's message about the old value.
    await type(inputOf(container, 'Name'), 'shorter')
    expect(h.form!.errorsOf('name')).to.deep.equal([])
    await unmount()
  })

  it('shows a conflict notice on 409 and reloads the record from it', async () => {
    const h: Harness = { form: null, saved: [] }
    const error = Object.assign(new Error('Conflict'), { status: 409, data: { message: 'Stale updated_at', current: {} } })
    const { container, unmount } = await render(<CompanyForm h={h} save={() => Promise.reject(error)} />)
    await type(inputOf(container, 'Name'), 'Mine')
    await submit(container)
    await waitFor(() => expect(container.textContent).to.contain('This record was changed elsewhere'))
    const reload = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Reload the record'))!
    await act(async () => reload.click())
    await waitFor(() => expect(inputOf(container, 'Name').value).to.equal('Theirs'))
    expect(h.form!.conflict).to.equal(null)
    expect(h.form!.dirty).to.equal(false)
    await unmount()
  })

  it('shows a form-level message for other failures and keeps the input', async () => {
    const h: Harness = { form: null, saved: [] }
    const error = Object.assign(new Error('Forbidden'), { status: 403, data: { message: 'You may not edit companies' } })
    const { container, unmount } = await render(<CompanyForm h={h} save={() => Promise.reject(error)} />)
    await type(inputOf(container, 'Name'), 'Kept')
    await submit(container)
    await waitFor(() => expect(container.querySelector('[role=alert]')?.textContent).to.contain('You may not edit companies'))
    expect(inputOf(container, 'Name').value).to.equal('Kept')
    await unmount()
  })
})

describe('translated validation messages', () => {
  afterEach(() => i18n.activate('en'))

  it('shows schema messages in the active language and passes unknown server text through', async () => {
    const required = msg`This field is required`
    i18n.load('ja', { [required.id]: 'この項目は必須です' })
    i18n.activate('ja')
    expect(translateValidationMessage(i18n, MESSAGES.required)).to.equal('この項目は必須です')
    expect(translateValidationMessage(i18n, 'A sentence from the server')).to.equal('A sentence from the server')
    i18n.activate('en')
    expect(translateValidationMessage(i18n, MESSAGES.required)).to.equal('This field is required')
    expect(translateValidationMessage(i18n, 'Invalid type: Expected number but received "x"')).to.equal('This value is not valid')
  })

  it('renders field errors in the current language', async () => {
    const required = msg`This field is required`
    i18n.load('ja', { [required.id]: 'この項目は必須です' })
    i18n.activate('ja')
    const h: Harness = { form: null, saved: [] }
    const { container, unmount } = await render(<CompanyForm h={h} save={async () => undefined} />)
    await submit(container)
    expect(container.textContent).to.contain('この項目は必須です')
    await unmount()
  })
})
