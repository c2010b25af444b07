import { expect } from 'chai'
import { SafeHtml, sanitizeHtml } from '@/ui/safe-html'
import { render } from '../support/render'

describe('sanitizeHtml / SafeHtml', () => {
  it('drops scripts, event handlers, javascript: URLs, styles and forms; keeps formatting and links', () => {
    const dirty =
      '<p onclick="alert(1)">Hello <b>there</b></p><script>window.pwned = true</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com/x">good</a>' +
      '<img src="x" onerror="window.pwned = true"><style>body{display:none}</style><form><input name="pw"></form>' +
      '<ul><li>one</li></ul><iframe src="https://evil.example"></iframe>'
    const clean = sanitizeHtml(dirty)
    expect(clean).not.to.match(/script|onclick|onerror|javascript:|<style|<form|<input|<iframe/i)
    expect(clean).to.contain('<b>there</b>')
    expect(clean).to.contain('<li>one</li>')
    expect(clean).to.contain('href="https://example.com/x"')
    // Links open in a new tab without access to our window.
    expect(clean).to.contain('rel="noopener noreferrer"')
  })

  it('renders the cleaned HTML and never runs what it drops', async () => {
    const w = window as { pwned?: boolean }
    w.pwned = false
    const { container, unmount } = await render(<SafeHtml html={'<p>Hi <em>you</em></p><img src="nope" onerror="window.pwned = true"><script>window.pwned = true</script>'} />)
    await new Promise((r) => setTimeout(r, 50))
    expect(container.querySelector('em')?.textContent).to.equal('you')
    expect(container.querySelector('script')).to.equal(null)
    expect(container.querySelector('img')?.getAttribute('onerror')).to.equal(null)
    expect(w.pwned).to.equal(false)
    await unmount()
  })
})
