import { expect } from 'chai'
import type { ReactElement } from 'react'
import * as v from 'valibot'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { useFormOnOpen } from '@/ui/forms'
import { act, render } from '../support/render'

const Schema = v.object({ name: v.string() })
type Record_ = { name: string }

function Probe({ opened }: { opened: Record_ | 'new' | null }) {
  const form = useFormOnOpen(Schema, opened, () => ({ name: opened && opened !== 'new' ? opened.name : '(blank)' }))
  return <output>{form.values.name}</output>
}

/** Renders outside act, as the app does, and returns every text the output showed after a task's work settled. */
async function shown(root: { render: (ui: ReactElement) => void }, output: () => HTMLElement | null, ui: ReactElement) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  env.IS_REACT_ACT_ENVIRONMENT = false
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(output()?.textContent ?? '(none)'))
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  try {
    root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
    // Long enough for the render, its layout effects and any passive effect after paint.
    await new Promise((r) => setTimeout(r, 200))
  } finally {
    observer.disconnect()
    env.IS_REACT_ACT_ENVIRONMENT = true
  }
  return seen
}

describe('useFormOnOpen', () => {
  it('an opened dialog shows its record from the first paint: never the blank or the previous values', async () => {
    const view = await render(<Probe opened={null} />)
    const output = () => view.container.querySelector('output')!
    expect(output().textContent).to.equal('(blank)')

    expect(await shown(view.root, output, <Probe opened={{ name: 'Support' }} />)).to.deep.equal(['Support'])
    await shown(view.root, output, <Probe opened={null} />)
    expect(await shown(view.root, output, <Probe opened={{ name: 'Manager' }} />)).to.deep.equal(['Manager'])
    expect(await shown(view.root, output, <Probe opened="new" />)).to.deep.equal(['(blank)'])
    // Mounted already open (a lazy dialog's first opening).
    expect(await shown(view.root, output, <Probe key="lazy" opened={{ name: 'Sales' }} />)).to.deep.equal(['Sales'])
    await act(async () => undefined)
    await view.unmount()
  })
})
