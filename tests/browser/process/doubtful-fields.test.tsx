import { expect } from 'chai'
import type { StoredNameCard } from '@/core/api/contract/product/process'
import { CardFields } from '@/features/process/card/CardFields'
import { DoubtfulCount, DoubtfulFieldsNote } from '@/features/process/card/DoubtfulFields'
import { render } from '../support/render'

// Issue 19: the office sees which fields the reader was unsure of, and which ones a card nearly always
// prints (a company, a number to call) it did not find, so it looks for them on the photo.

const card = (over: Partial<StoredNameCard>) =>
  ({
    id: 1, process_id: 1, file_name: 'card.jpg', image: 'img-1', analyst_status: 'success', err_msg: '', card_status: 'not_checked',
    full_name: '寺鳥 里奈', full_name_kana: '', email: 'rina.terashima@example.jp', phone_number: '03-1234-5678', company: '', department: '', position: '',
    address: '', postal_code: '', website: '', doubtful_fields: [], created_at: '2026-11-28T00:00:00Z', updated_at: '2026-11-28T00:00:00Z',
    merged_person_id: null, merged_company_id: null, ...over,
  }) as StoredNameCard

const rowOf = (container: HTMLElement, label: string) => [...container.querySelectorAll('dl > div')].find((row) => row.querySelector('dt')?.textContent === label)

describe('doubtful fields on the card', () => {
  it('marks an unsure value, says an expected empty field was not found, and leaves other empty fields as not set', async () => {
    const flagged = card({ doubtful_fields: ['full_name', 'company'] })
    const view = await render(
      <>
        <DoubtfulFieldsNote card={flagged} />
        <CardFields card={flagged} />
      </>,
    )
    const note = view.container.querySelector('[role=note]')!.textContent
    expect(note).to.include('The reader was unsure of: Name.')
    expect(note).to.include('Not found on the card: Company.')
    expect(rowOf(view.container, 'Name')!.textContent).to.include('寺鳥 里奈').and.include('To check')
    const company = rowOf(view.container, 'Company')!
    expect(company.textContent).to.include('Not found on the card').and.include('To check')
    expect(company.querySelector('[title]')!.getAttribute('title')).to.include('found none')
    expect(rowOf(view.container, 'Position')!.textContent).to.include('Not set').and.not.include('To check')
    await view.unmount()
  })

  it('counts the fields to check for the card list, and says nothing when no field is flagged', async () => {
    const counted = await render(<DoubtfulCount card={card({ doubtful_fields: ['full_name', 'company'] })} />)
    expect(counted.container.textContent).to.equal('2 fields to check')
    await counted.unmount()
    const clean = card({ company: '株式会社サクラ商事' })
    const view = await render(
      <>
        <DoubtfulFieldsNote card={clean} />
        <DoubtfulCount card={clean} />
      </>,
    )
    expect(view.container.innerHTML).to.equal('')
    await view.unmount()
  })
})
