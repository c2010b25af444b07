import { expect } from 'chai'
import { Link } from 'wouter'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { useUnsavedChangesGuard } from '@/ui/forms'
import { guardedNavigate, hasNavigationBlockers } from '@/core/navigation/navigation-blocker'
import { act, render, waitFor } from '../support/render'

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty)
  return (
    <Link href="/elsewhere" data-testid="away">
      Away
    </Link>
  )
}

const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]')
const answer = async (action: 'confirm' | 'cancel') => {
  await waitFor(() => expect(dialog()).to.exist)
  await act(async () => dialog()!.querySelector<HTMLButtonElement>(`[data-action=${action}]`)!.click())
  await waitFor(() => expect(dialog()).to.equal(null))
}

describe('useUnsavedChangesGuard', () => {
  beforeEach(() => history.replaceState(null, '', '/apps/company/edit/1'))

  it('lets links through when nothing changed', async () => {
    const { container, unmount } = await render(<Page dirty={false} />)
    expect(hasNavigationBlockers()).to.equal(false)
    await act(async () => container.querySelector<HTMLAnchorElement>('a')!.click())
    expect(location.pathname).to.equal('/elsewhere')
    await unmount()
  })

  it('asks before following a link while dirty: Stay keeps the page, Leave goes', async () => {
    const { container, unmount } = await render(<Page dirty />)
    const link = container.querySelector<HTMLAnchorElement>('a')!
    await act(async () => link.click())
    // The dialog's code loads with the first question (src/ui/confirm), so it shows a moment later.
    await waitFor(() => expect(dialog()?.textContent).to.contain('Leave without saving?'))
    await answer('cancel')
    expect(location.pathname).to.equal('/apps/company/edit/1')
    await act(async () => link.click())
    await answer('confirm')
    await waitFor(() => expect(location.pathname).to.equal('/elsewhere'))
    await unmount()
    expect(hasNavigationBlockers()).to.equal(false)
  })

  it('asks on back navigation and restores the URL when the user stays', async () => {
    history.pushState(null, '', '/apps/company/edit/1?tab=2')
    const { unmount } = await render(<Page dirty />)
    // The guard swallows this popstate (the router never sees it), so wait for the dialog instead.
    await act(async () => history.back())
    await waitFor(() => expect(dialog()).to.exist)
    expect(location.pathname + location.search).to.equal('/apps/company/edit/1?tab=2')
    await answer('cancel')
    expect(location.pathname + location.search).to.equal('/apps/company/edit/1?tab=2')
    await unmount()
  })

  it('guardedNavigate asks too, and the guard lifts once saved (not dirty)', async () => {
    const { root, unmount } = await render(<Page dirty />)
    let went: boolean | undefined
    await act(async () => {
      void guardedNavigate('/apps/company/list').then((v) => (went = v))
    })
    await answer('cancel')
    expect(went).to.equal(false)
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Page dirty={false} />
        </I18nProvider>,
      ),
    )
    expect(hasNavigationBlockers()).to.equal(false)
    await act(async () => {
      went = await guardedNavigate('/apps/company/list')
    })
    expect(went).to.equal(true)
    expect(location.pathname).to.equal('/apps/company/list')
    await unmount()
  })
})
