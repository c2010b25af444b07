import { expect } from 'chai'
import * as v from 'valibot'
import { FormField, Input } from '@/ui'
import { WizardShell, useWizard } from '@/ui/wizard'
import { markWorkerReady } from '@/core/api/worker-ready'
import { act, render, waitFor, expectFocus } from '../support/render'

// The one wizard engine (useWizard + WizardShell) with the demo server stubbed at fetch: the step
// gate, focus on the first mistake, the step in the URL, values kept going back, the draft kept
// while typing, and the final submit — in ltr and rtl.

type Values = { name: string; city: string }
const STEPS = [
  { id: 'who', schema: v.object({ name: v.pipe(v.string(), v.nonEmpty('Enter a name')) }) },
  { id: 'where', schema: v.object({ city: v.pipe(v.string(), v.nonEmpty('Enter a city')) }) },
]

type Sent = { method: string; url: string; body: unknown }
let sent: Sent[] = []
const realFetch = window.fetch
beforeEach(() => {
  // No service worker here: the stub below answers instead.
  markWorkerReady()
  sent = []
  history.replaceState(null, '', '/wizard-test')
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href).pathname
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    sent.push({ method, url, body })
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } })
    if (url.startsWith('/api/wizards/drafts/')) return method === 'GET' ? json({ draft: null }) : json({ ...body, updatedAt: new Date().toISOString() })
    if (url === '/api/wizards/account-setup/submissions') return json({ id: 7, wizard: 'account-setup', reference: 'AC-000007', submittedAt: new Date().toISOString(), values: body.values }, 201)
    return json({ message: 'not stubbed' }, 404)
  }
})
afterEach(() => {
  window.fetch = realFetch
})

function Harness() {
  const wizard = useWizard<Values>({ wizard: 'account-setup', draftKey: 'engine-test', steps: STEPS, initial: { name: '', city: '' } })
  const { form } = wizard
  return (
    <WizardShell
      wizard={wizard}
      steps={[
        { id: 'who', title: 'Who' },
        { id: 'where', title: 'Where' },
      ]}
      label="Test steps"
      submitLabel="Finish"
      done={<p>All done {wizard.result?.reference}</p>}
    >
      {wizard.stepId === 'who' && (
        <FormField label="Name" required errors={form.errorsOf('name')}>
          <Input {...form.field('name')} />
        </FormField>
      )}
      {wizard.stepId === 'where' && (
        <FormField label="City" required errors={form.errorsOf('city')}>
          <Input {...form.field('city')} />
        </FormField>
      )}
    </WizardShell>
  )
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!
const type = async (el: HTMLInputElement, text: string) =>
  act(async () => {
    // React listens to the native input event; set the value the way the browser does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, text)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  })
const step = () => new URLSearchParams(location.search).get('step')

for (const dir of ['ltr', 'rtl'] as const) {
  describe(`wizard engine (${dir})`, () => {
    it('refuses a step with a mistake and focuses it; moves on, keeps values going back, saves a draft and submits', async function () {
      this.timeout(15_000)
      document.documentElement.dir = dir
      const { unmount } = await render(<Harness />)
      try {
        await waitFor(() => expect(input('name')).to.not.equal(null))
        // Next with the name empty: the message shows, focus is on the field, the step stays.
        await act(async () => button('Next').click())
        await waitFor(() => expect(document.body.textContent).to.contain('Enter a name'))
        await waitFor(() => expectFocus(input('name'), 'the name field'))
        expect(step()).to.equal(null)

        // Enter in the field submits the step (the fields are a form).
        await type(input('name'), '山田 花子')
        await act(async () => input('name').form!.requestSubmit())
        await waitFor(() => expect(step()).to.equal('where'))
        const items = [...document.querySelectorAll('nav[aria-label="Test steps"] li')] as HTMLElement[]
        expect(items.map((li) => li.dataset.state)).to.deep.equal(['done', 'current'])

        // The draft is kept while typing (debounced), with the step reached.
        await type(input('city'), '大阪')
        await waitFor(() => {
          const put = sent.filter((s) => s.method === 'PUT').at(-1)
          expect(put?.body).to.deep.include({ step: 'where', reached: 1 })
          expect((put!.body as { values: Values }).values).to.deep.equal({ name: '山田 花子', city: '大阪' })
        })

        // Back keeps what was typed; Next again goes forward.
        await act(async () => button('Previous').click())
        await waitFor(() => expect(step()).to.equal('who'))
        expect(input('name').value).to.equal('山田 花子')
        await act(async () => button('Next').click())
        await waitFor(() => expect(input('city')?.value).to.equal('大阪'))

        // The last step's button submits every value to the worker and shows the done state.
        await act(async () => button('Finish').click())
        await waitFor(() => expect(document.body.textContent).to.contain('All done AC-000007'))
        const post = sent.find((s) => s.method === 'POST')!
        expect(post.body).to.deep.equal({ values: { name: '山田 花子', city: '大阪' }, draftKey: 'engine-test' })
      } finally {
        await unmount()
        document.documentElement.dir = 'ltr'
      }
    })
  })
}

/** The harness with the first step done: the name typed, Next pressed, the city step showing. */
async function onSecondStep() {
  const view = await render(<Harness />)
  await waitFor(() => expect(input('name')).to.not.equal(null))
  await type(input('name'), '山田 花子')
  await act(async () => button('Next').click())
  await waitFor(() => expect(step()).to.equal('where'))
  return view
}

describe('wizard engine: the draft and the submission', () => {
  it('a draft write never lands after the submission: pending writes are dropped, one in flight is waited for', async function () {
    this.timeout(15_000)
    // Draft writes answer slowly, as a busy worker does.
    const stub = window.fetch
    const log: string[] = []
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      if (method === 'POST') log.push('post')
      if (method !== 'PUT') return stub(input, init)
      log.push('put sent')
      await new Promise((r) => setTimeout(r, 300))
      const answer = await stub(input, init)
      log.push('put done')
      return answer
    }
    const { unmount } = await onSecondStep()
    try {
      await waitFor(() => expect(log.at(-1)).to.equal('put done'))

      // A write in flight: the submission goes after it has landed.
      log.length = 0
      await type(input('city'), '大阪')
      await waitFor(() => expect(log).to.deep.equal(['put sent']))
      await act(async () => button('Finish').click())
      await waitFor(() => expect(document.body.textContent).to.contain('All done AC-000007'))
      expect(log).to.deep.equal(['put sent', 'put done', 'post'])
    } finally {
      await unmount()
    }
  })

  it('a change typed just before Finish is submitted, and its pending draft write is not sent after', async function () {
    this.timeout(15_000)
    const { unmount } = await onSecondStep()
    try {
      await type(input('city'), '京都')
      // Finish within the draft's typing pause: its write is still only pending.
      await act(async () => button('Finish').click())
      await waitFor(() => expect(document.body.textContent).to.contain('All done AC-000007'))
      await act(async () => new Promise((r) => setTimeout(r, 700)))
      const post = sent.findIndex((s) => s.method === 'POST')
      expect((sent[post].body as { values: Values }).values.city).to.equal('京都')
      expect(sent.slice(post + 1).filter((s) => s.method === 'PUT')).to.deep.equal([])
    } finally {
      await unmount()
    }
  })
})
