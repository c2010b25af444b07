import { expect } from 'chai'
import NotAuthorizedPage from '@/features/misc/NotAuthorizedPage'
import { isSignedIn, startSession, userData } from '@/core/session/session'
import { act, render } from './support/render'

describe('NotAuthorizedPage', () => {
  it('renders its heading in real Chromium', async () => {
    const { container, unmount } = await render(<NotAuthorizedPage />)
    expect(container.querySelector('h1')?.textContent).to.contain('not authorized')
    expect(container.querySelector('[data-testid="not-authorized-sign-out"]')).to.equal(null)
    await unmount()
  })

  it('always offers sign-out to a signed-in account, which ends the session and opens sign-in', async () => {
    startSession({ accessToken: 't', refreshToken: 'r', tokenExpire: Date.now() + 1e6, userData: { id: 4, fullName: 'Mio Kobayashi', username: 'client', email: 'client@demo.com', role: 'client', permissions: {} }, userAbilityRules: [{ action: 'read', subject: 'AclDemo' }] })
    history.replaceState(null, '', '/not-authorized')
    const { container, unmount } = await render(<NotAuthorizedPage />)
    const home = container.querySelector<HTMLAnchorElement>('a[href="/"]')
    expect(home?.textContent).to.contain('Back to home')
    const signOut = container.querySelector<HTMLButtonElement>('[data-testid="not-authorized-sign-out"]')!
    expect(signOut.textContent).to.contain('Sign out')
    await act(async () => signOut.click())
    expect(isSignedIn.value).to.equal(false)
    expect(userData.value).to.equal(undefined)
    expect(location.pathname).to.equal('/login')
    await unmount()
  })
})
