import { expect } from 'chai'
import type { Email } from '@/core/api/contract/demo/email'
import { MailRow } from '@/features/email/MailRow'
import { render } from '../support/render'

const email: Email = {
  id: 7,
  to: [{ email: 'yuki@example.com', name: 'Yuki' }],
  from: { email: 'felicity@example.com', name: 'Felicity Hart', avatar: '' },
  subject: 'Business cards from the Osaka fair',
  cc: [],
  bcc: [],
  message: '<p>Hello Yuki, attached are the scans of the cards we collected on day one and day two. Could the office team check them before Friday?</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-01-20T09:30:00Z',
  replies: [],
  folder: 'inbox',
  isRead: false,
  isDeleted: false,
}
const noop = () => undefined

describe('MailRow', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`an English subject shows from its first word in a ${dir} page, cut at its end; the name too`, async () => {
      document.documentElement.dir = dir
      const view = await render(
        <ul style={{ width: 520, listStyle: 'none', padding: 0 }}>
          <MailRow email={email} index={0} selected={false} active showRecipients={false} onToggleSelect={noop} onToggleStar={noop} onOpen={noop} />
        </ul>,
      )
      try {
        const subject = [...view.container.querySelectorAll('span')].find((s) => s.textContent === email.subject)!
        const line = subject.parentElement!
        // The line clips what does not fit: the subject's start must be inside it, not cut away.
        const [s, l] = [subject.getBoundingClientRect(), line.getBoundingClientRect()]
        expect(line.scrollWidth).to.be.greaterThan(line.clientWidth, 'the test needs a line too long for its box')
        expect(s.left).to.be.at.least(l.left - 1)
        expect(s.left).to.be.below(l.left + 2)
        const name = [...view.container.querySelectorAll('span')].find((n) => n.textContent === 'Felicity Hart')!
        expect(getComputedStyle(name).direction).to.equal('ltr')
        // Unread is still announced before the name.
        expect([...view.container.querySelectorAll('button')].find((b) => b.textContent?.includes('Felicity'))?.textContent).to.match(/^Unread:\s*Felicity Hart/)
      } finally {
        await view.unmount()
        document.documentElement.dir = 'ltr'
      }
    })
  }
})
