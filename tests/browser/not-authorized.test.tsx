import { expect } from 'chai'
import NotAuthorizedPage from '@/features/misc/NotAuthorizedPage'
import { render } from './support/render'

describe('NotAuthorizedPage', () => {
  it('renders its heading in real Chromium', async () => {
    const { container, unmount } = await render(<NotAuthorizedPage />)
    expect(container.querySelector('h1')?.textContent).to.contain('not authorized')
    await unmount()
  })
})
