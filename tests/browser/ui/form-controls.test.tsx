import { useState } from 'react'
import { expect } from 'chai'
import { Checkbox, RadioGroup, Select, Switch } from '@/ui'
import { PasswordField } from '@/ui/PasswordField'
import { act, render, waitFor } from '../support/render'
import { expectNoSeriousAxe } from '../support/axe'

// Native controls: the browser gives Space/arrow keys (synthetic key events cannot drive them), so these
// tests check what makes that work — real inputs, one radio name per group, labels — and click.
describe('form controls', function () {
  this.timeout(15_000)

  it('Checkbox: a labelled native checkbox; click toggles; indeterminate is announced as mixed', async () => {
    const seen: boolean[] = []
    const { container, unmount } = await render(
      <>
        <Checkbox label="Remember me" onCheckedChange={(v) => seen.push(v)} />
        <Checkbox aria-label="Select all" indeterminate />
      </>,
    )
    const [remember, all] = container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
    expect(remember.closest('label')!.textContent).to.equal('Remember me')
    await act(async () => remember.click())
    expect(remember.checked).to.equal(true)
    expect(seen).to.deep.equal([true])
    expect(all.indeterminate).to.equal(true)
    expect(all.getAttribute('aria-checked')).to.equal('mixed')
    await expectNoSeriousAxe(container)
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`Switch (${dir}): role=switch with its label; the thumb starts at the inline start and moves to the end`, async () => {
      const seen: boolean[] = []
      const { container, unmount } = await render(
        <div dir={dir}>
          <Switch label="Notifications" onCheckedChange={(v) => seen.push(v)} />
        </div>,
      )
      const control = container.querySelector<HTMLInputElement>('input')!
      expect(control.getAttribute('role')).to.equal('switch')
      expect(control.closest('label')!.textContent).to.equal('Notifications')
      const thumb = () => getComputedStyle(control, '::before')
      // Inline start: the left in ltr, the right in rtl.
      const side = dir === 'ltr' ? 'left' : 'right'
      expect(thumb()[side]).to.equal('2px')
      await act(async () => control.click())
      expect(control.checked).to.equal(true)
      expect(seen).to.deep.equal([true])
      // (It slides: wait for the end of the transition.)
      await waitFor(() => expect(parseFloat(thumb()[side])).to.be.greaterThan(10))
      await expectNoSeriousAxe(container)
      await unmount()
    })
  }

  it('RadioGroup: a fieldset named by its legend, one name for all radios (arrow keys), click chooses', async () => {
    function Group() {
      const [value, setValue] = useState('email')
      return (
        <RadioGroup
          label="Contact by"
          value={value}
          onValueChange={setValue}
          options={[
            { value: 'email', label: 'E-mail' },
            { value: 'phone', label: 'Phone', hint: 'Weekdays only' },
            { value: 'post', label: 'Post', disabled: true },
          ]}
        />
      )
    }
    const { container, unmount } = await render(<Group />)
    const fieldset = container.querySelector('fieldset')!
    expect(fieldset.querySelector('legend')!.textContent).to.equal('Contact by')
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')]
    expect(new Set(radios.map((r) => r.name)).size).to.equal(1)
    expect(radios.map((r) => r.checked)).to.deep.equal([true, false, false])
    expect(radios[2].disabled).to.equal(true)
    await act(async () => radios[1].click())
    expect(radios.map((r) => r.checked)).to.deep.equal([false, true, false])
    expect(radios[1].closest('label')!.textContent).to.contain('Weekdays only')
    await expectNoSeriousAxe(container)
    await unmount()
  })

  it('RadioGroup: two groups on a page do not share a name', async () => {
    const { container, unmount } = await render(
      <>
        <RadioGroup label="A" value="x" onValueChange={() => {}} options={[{ value: 'x', label: 'X' }]} />
        <RadioGroup label="B" value="x" onValueChange={() => {}} options={[{ value: 'x', label: 'X' }]} />
      </>,
    )
    const [a, b] = container.querySelectorAll<HTMLInputElement>('input[type=radio]')
    expect(a.name).to.not.equal(b.name)
    expect(a.checked && b.checked).to.equal(true)
    await unmount()
  })

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`Select (${dir}): a native select with its options and placeholder; the chevron sits at the inline end`, async () => {
      const { container, unmount } = await render(
        <div dir={dir} style={{ width: 300 }}>
          <label htmlFor="industry">Industry</label>
          <Select id="industry" placeholder="All industries" options={[{ value: 'it', label: 'IT' }, { value: 'retail', label: 'Retail', disabled: true }]} defaultValue="" />
        </div>,
      )
      const select = container.querySelector('select')!
      expect([...select.options].map((o) => o.textContent)).to.deep.equal(['All industries', 'IT', 'Retail'])
      expect(select.options[2].disabled).to.equal(true)
      const chevron = container.querySelector('svg')!.getBoundingClientRect()
      const box = select.getBoundingClientRect()
      if (dir === 'ltr') expect(chevron.left).to.be.greaterThan(box.left + box.width / 2)
      else expect(chevron.right).to.be.lessThan(box.left + box.width / 2)
      await expectNoSeriousAxe(container)
      await unmount()
    })
  }

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`PasswordField (${dir}): show/hide is a named toggle; the eye sits at the inline end and the text never runs under it`, async () => {
      function Field() {
        const [value, setValue] = useState('')
        return (
          <div dir={dir} style={{ width: 320 }}>
            <label htmlFor="pw">Password</label>
            <PasswordField id="pw" value={value} onValueChange={setValue} showStrength />
          </div>
        )
      }
      const { container, unmount } = await render(<Field />)
      const input = container.querySelector<HTMLInputElement>('#pw')!
      const toggle = container.querySelector<HTMLButtonElement>('button')!
      expect(input.type).to.equal('password')
      expect(toggle.getAttribute('aria-label')).to.equal('Show password')
      expect(toggle.getAttribute('aria-pressed')).to.equal('false')
      expect(toggle.getAttribute('aria-controls')).to.equal('pw')
      // The eye is on the inline end (right in ltr, left in rtl) and the input keeps that side clear.
      const eye = toggle.getBoundingClientRect()
      const box = input.getBoundingClientRect()
      const style = getComputedStyle(input)
      if (dir === 'ltr') {
        expect(eye.left).to.be.greaterThan(box.left + box.width / 2)
        expect(box.right - parseFloat(style.paddingRight)).to.be.at.most(eye.left)
      } else {
        expect(eye.right).to.be.lessThan(box.left + box.width / 2)
        expect(box.left + parseFloat(style.paddingLeft)).to.be.at.least(eye.right)
      }
      await act(async () => toggle.click())
      expect(input.type).to.equal('text')
      expect(toggle.getAttribute('aria-label')).to.equal('Hide password')
      expect(toggle.getAttribute('aria-pressed')).to.equal('true')
      // Typing updates the strength and the rules, each rule saying whether it is met.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      await act(async () => {
        setValue.call(input, 'abcDEF12')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
      const strength = container.querySelector<HTMLElement>('[data-testid=password-strength]')!
      expect(strength.dataset.strength).to.equal('3')
      expect(strength.querySelector('[aria-live]')!.textContent).to.equal('Strength: Good')
      expect(strength.querySelectorAll('li[data-met]').length).to.equal(3)
      expect(strength.textContent).to.contain('At least one symbol(not met yet)')
      await expectNoSeriousAxe(container)
      await unmount()
    })
  }
})
