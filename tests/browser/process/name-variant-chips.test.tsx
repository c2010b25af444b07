import { expect } from 'chai'
import { useState } from 'react'
import { NameVariantChips } from '@/features/process/card/NameVariantChips'
import { act, render } from '../support/render'

// The office writes a name in its printed old form (山﨑, 髙橋) with one tap: the reader reads these
// forms as the common ones, and they are hard to type on a tablet.

function Field({ initial }: { initial: string }) {
  const [name, setName] = useState(initial)
  return (
    <>
      <output>{name}</output>
      <NameVariantChips name={name} onChange={setName} />
    </>
  )
}

describe('name variant chips', () => {
  it('writes the name in the chosen form, and offers the way back', async () => {
    const view = await render(<Field initial="山崎 康平" />)
    const chip = [...view.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Write 崎 as 﨑'))!
    expect(chip, 'a chip for 崎 → 﨑').to.not.equal(undefined)
    await act(async () => chip.click())
    expect(view.container.querySelector('output')!.textContent).to.equal('山﨑 康平')
    const back = [...view.container.querySelectorAll('button')].map((b) => b.textContent)
    expect(back.some((t) => t?.includes('Write 﨑 as 崎'))).to.equal(true)
    expect(view.container.querySelector('[role="group"]')!.getAttribute('aria-label')).to.be.a('string')
    await view.unmount()
  })

  it('shows nothing for a name without such characters', async () => {
    const view = await render(<NameVariantChips name="田中 太郎" onChange={() => {}} />)
    expect(view.container.innerHTML).to.equal('')
    await view.unmount()
  })
})
