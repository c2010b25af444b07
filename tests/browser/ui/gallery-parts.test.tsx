import { useState } from 'react'
import { expect } from 'chai'
import { Accordion, ActionCard, Alert, AutoTextarea, Chip, ChoiceCards, Combobox, foldText, ProgressCircle, RatingInput, Slider, Tabs } from '@/ui'
import { act, render, waitFor } from '../support/render'

// Focus and key press inside act, as the other keyboard tests do (Ark reacts to the focus first).
const key = (el: HTMLElement, k: string) =>
  act(async () => {
    el.focus()
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  })

describe('design-system parts shown in the galleries', function () {
  // A slow first render on a busy machine must not leave an act() open for the next test.
  this.timeout(15_000)
  it('Alert: danger is announced at once (alert), info politely (status); close calls back', async () => {
    let closed = 0
    const { container, unmount } = await render(
      <>
        <Alert tone="danger">Storage full</Alert>
        <Alert tone="info" onClose={() => closed++}>Done</Alert>
      </>,
    )
    expect(container.querySelector('[role=alert]')!.textContent).to.contain('Storage full')
    expect(container.querySelector('[role=status]')!.textContent).to.contain('Done')
    await act(async () => container.querySelector<HTMLButtonElement>('[role=status] button')!.click())
    expect(closed).to.equal(1)
    await unmount()
  })

  it('Chip: a toggle button with aria-pressed, a removable tag with a named remove button', async () => {
    function Chips() {
      const [on, setOn] = useState(false)
      const [tags, setTags] = useState(['VIP', 'Tokyo'])
      return (
        <>
          <Chip onClick={() => setOn((x) => !x)} selected={on}>Office</Chip>
          {tags.map((tag) => <Chip key={tag} onRemove={() => setTags((all) => all.filter((x) => x !== tag))}>{tag}</Chip>)}
        </>
      )
    }
    const { container, unmount } = await render(<Chips />)
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-pressed]')!
    expect(toggle.getAttribute('aria-pressed')).to.equal('false')
    await act(async () => toggle.click())
    expect(toggle.getAttribute('aria-pressed')).to.equal('true')
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Remove VIP"]')!.click())
    expect(container.textContent).to.not.contain('VIP')
    expect(container.textContent).to.contain('Tokyo')
    await unmount()
  })

  it('Accordion: headers are buttons with aria-expanded; Enter opens a panel', async () => {
    const items = [
      { value: 'a', title: 'First', content: 'Alpha text' },
      { value: 'b', title: 'Second', content: 'Beta text' },
    ]
    const { container, unmount } = await render(<Accordion items={items} />)
    const [first] = container.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')
    expect(first.getAttribute('aria-expanded')).to.equal('false')
    first.focus()
    await act(async () => first.click())
    await waitFor(() => expect(first.getAttribute('aria-expanded')).to.equal('true'))
    expect(container.textContent).to.contain('Alpha text')
    await unmount()
  })

  it('Slider: arrow keys move the thumb; a range has two named thumbs', async () => {
    function Range() {
      const [v, setV] = useState([20, 60])
      return (
        <>
          <Slider label="Price" value={v} onValueChange={setV} thumbLabels={['Minimum price', 'Maximum price']} />
          <output>{v.join('-')}</output>
        </>
      )
    }
    const { container, unmount } = await render(<Range />)
    const thumbs = container.querySelectorAll<HTMLElement>('[role=slider]')
    expect(thumbs.length).to.equal(2)
    expect(thumbs[0].getAttribute('aria-label')).to.equal('Minimum price')
    expect(thumbs[1].getAttribute('aria-label')).to.equal('Maximum price')
    await key(thumbs[0], 'ArrowRight')
    await waitFor(() => expect(container.querySelector('output')!.textContent).to.equal('21-60'))
    await key(thumbs[1], 'End')
    await waitFor(() => expect(container.querySelector('output')!.textContent).to.equal('21-100'))
    await unmount()
  })

  it('RatingInput: a radio group whose value changes with the keyboard', async () => {
    function Stars() {
      const [v, setV] = useState(2)
      return (
        <>
          <RatingInput label="Rating" value={v} onValueChange={setV} />
          <output>{v}</output>
        </>
      )
    }
    const { container, unmount } = await render(<Stars />)
    const radios = container.querySelectorAll<HTMLElement>('[role=radio]')
    expect(radios.length).to.equal(5)
    const checked = container.querySelector<HTMLElement>('[role=radio][aria-checked=true]')!
    await key(checked, 'ArrowRight')
    await waitFor(() => expect(container.querySelector('output')!.textContent).to.equal('3'))
    await unmount()
  })

  it('ChoiceCards: native radios inside labelled cards', async () => {
    function Plans() {
      const [v, setV] = useState('basic')
      return (
        <>
          <ChoiceCards type="radio" label="Plan" name="plan" value={v} onValueChange={setV} options={[{ value: 'basic', title: 'Basic' }, { value: 'team', title: 'Team' }]} />
          <output>{v}</output>
        </>
      )
    }
    const { container, unmount } = await render(<Plans />)
    expect(container.querySelector('legend')!.textContent).to.equal('Plan')
    await act(async () => container.querySelectorAll<HTMLInputElement>('input[type=radio]')[1].click())
    expect(container.querySelector('output')!.textContent).to.equal('team')
    await unmount()
  })

  it('AutoTextarea counts characters as people do (a kanji is one)', async () => {
    const { container, unmount } = await render(<AutoTextarea aria-label="Note" value="名刺交換" onValueChange={() => undefined} maxLength={10} />)
    expect(container.textContent).to.contain('4 of 10 characters')
    expect(container.querySelector('textarea')!.getAttribute('maxlength')).to.equal('10')
    await unmount()
  })

  it('Combobox filters kana-insensitively: とうきょう finds トウキョウ', async () => {
    expect(foldText('トウキョウ')).to.equal(foldText('とうきょう'))
    expect(foldText('ＡＢＣ')).to.equal('abc')
    const options = [
      { value: 'tk', label: 'トウキョウ Office' },
      { value: 'os', label: 'Osaka' },
    ]
    const { unmount } = await render(<Combobox label="Office" options={options} value={[]} onValueChange={() => undefined} />)
    const input = document.querySelector<HTMLInputElement>('input[role=combobox]')!
    input.focus()
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(input, 'とうきょう')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await waitFor(() => {
      const shown = [...document.querySelectorAll('[role=option]')].map((o) => o.textContent)
      expect(shown.join('|')).to.contain('トウキョウ Office')
      expect(shown.join('|')).to.not.contain('Osaka')
    })
    await unmount()
  })

  it('ProgressCircle: a progressbar with its value, or indeterminate', async () => {
    const { container, unmount } = await render(
      <>
        <ProgressCircle value={30} label="Reading" />
        <ProgressCircle value={null} label="Loading" />
      </>,
    )
    const bars = container.querySelectorAll('[role=progressbar]')
    expect(bars.length).to.equal(2)
    expect(bars[0].getAttribute('aria-valuenow')).to.equal('30')
    expect(bars[1].hasAttribute('aria-valuenow')).to.equal(false)
    await unmount()
  })

  it('Tabs can be vertical', async () => {
    const { container, unmount } = await render(<Tabs label="Sections" orientation="vertical" items={[{ value: 'a', label: 'A', content: 'a' }, { value: 'b', label: 'B', content: 'b' }]} />)
    expect(container.querySelector('[role=tablist]')!.getAttribute('aria-orientation')).to.equal('vertical')
    await unmount()
  })

  it('ActionCard: collapse hides the body and says so; refresh covers it until done', async () => {
    let finish: () => void = () => undefined
    const { container, unmount } = await render(
      <ActionCard title="Sales" collapsible onRefresh={() => new Promise<void>((r) => (finish = r))}>
        <p>Body</p>
      </ActionCard>,
    )
    const collapse = container.querySelector<HTMLButtonElement>('button[aria-expanded]')!
    expect(collapse.getAttribute('aria-label')).to.equal('Collapse Sales')
    await act(async () => collapse.click())
    expect(collapse.getAttribute('aria-expanded')).to.equal('false')
    expect(container.querySelector<HTMLElement>(`#${CSS.escape(collapse.getAttribute('aria-controls')!)}`)!.hidden).to.equal(true)
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Refresh Sales"]')!.click())
    expect(container.querySelector('section')!.getAttribute('aria-busy')).to.equal('true')
    await act(async () => finish())
    await waitFor(() => expect(container.querySelector('section')!.hasAttribute('aria-busy')).to.equal(false))
    await unmount()
  })
})
