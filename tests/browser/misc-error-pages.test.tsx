import { expect } from 'chai'
import ServerErrorPage from '@/features/misc/ServerErrorPage'
import { InsideMainContext } from '@/ui/landmarks'
import { act, render, waitFor } from './support/render'

const crash = new Error('Failed to fetch dynamically imported module: /assets/Page-x.js')
const page = (inside: boolean) => (
  <InsideMainContext value={inside}>
    <ServerErrorPage error={crash} />
  </InsideMainContext>
)

describe('Server error page (500)', () => {
  it('on its own it is the main landmark and fills the window', async () => {
    const { container, unmount } = await render(page(false))
    const root = container.querySelector('[data-error-code="500"]')!
    expect(root.tagName).to.equal('MAIN')
    expect(root.getBoundingClientRect().height).to.be.at.least(window.innerHeight - 1)
    await unmount()
  })

  it('inside the layout’s main it is a section (one main landmark only)', async () => {
    const { container, unmount } = await render(<main>{page(true)}</main>)
    expect(container.querySelectorAll('main')).to.have.length(1)
    expect(container.querySelector('[data-error-code="500"]')!.tagName).to.equal('SECTION')
    await unmount()
  })

  it('keeps the raw error folded under "Technical details"', async () => {
    const { container, unmount } = await render(page(false))
    const details = container.querySelector('details')!
    expect(details.open).to.equal(false)
    expect(details.querySelector('summary')!.textContent).to.equal('Technical details')
    expect(container.querySelector('h1')!.textContent).to.equal('Internal server error')
    await act(async () => details.querySelector('summary')!.click())
    expect(details.open).to.equal(true)
    expect(details.querySelector('code')!.textContent).to.contain('Failed to fetch dynamically imported module')
    await unmount()
  })
})

describe('Error boundary', () => {
  function Crash(): never {
    throw new Error('boom')
  }

  it('shows the 500 page in the user’s language, with its own messages loaded', async () => {
    const { activateLocale } = await import('@/core/i18n/i18n')
    const { ErrorBoundary } = await import('@/app/router/ErrorBoundary')
    await activateLocale('fr')
    const quiet = console.error
    console.error = () => {} // React and the boundary report the crash; expected here
    try {
      const { container, unmount } = await render(
        <ErrorBoundary>
          <Crash />
        </ErrorBoundary>,
      )
      const heading = await waitFor(() => {
        const h1 = container.querySelector('h1')
        expect(h1, 'the 500 page is shown').to.not.equal(null)
        return h1!
      })
      expect(heading.textContent).to.equal('Erreur interne du serveur')
      expect(document.title).to.contain('500')
      await unmount()
    } finally {
      console.error = quiet
      await activateLocale('en')
    }
  })
})
