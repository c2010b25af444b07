import { describe, expect, it } from 'vitest'
import { cardFields } from '../../../src/features/process/analysis/card-fields'
import { postalPlace, type PostalChunk } from '../../../src/features/process/analysis/postal-places'
import { postalChunk } from '../../../scripts/postal-table.mjs'

describe('the place of a postal code', () => {
  it('reads Japan Post’s table as the build serves it, prefectures in JIS order', async () => {
    expect(await postalPlace('048-1511', postalChunk)).toEqual({ prefecture: '北海道', city: '虻田郡ニセコ町', town: 'ニセコ' })
    expect(await postalPlace('1600023', postalChunk)).toEqual({ prefecture: '東京都', city: '新宿区', town: '西新宿' })
    expect((await postalPlace('604-8161', postalChunk))?.prefecture).toBe('京都府')
    expect((await postalPlace('900-0015', postalChunk))?.prefecture).toBe('沖縄県')
  })

  it('knows no place for a code the table lacks, a short one, or a table it cannot load', async () => {
    expect(await postalPlace('160-0000', async () => ({ c: ['新宿区'], d: [[1600023, 13, 0, '西新宿']] }) satisfies PostalChunk)).toBeUndefined()
    expect(await postalPlace('160-002', postalChunk)).toBeUndefined()
    expect(await postalPlace('160-0023', async () => undefined)).toBeUndefined()
  })
})

describe('the fields of a card', () => {
  const text = '〒190-0012 東京都立川市盟町2-38-5 パークサイドタワー10階\nアクアテラ合同会社\n副店長\n楠 加奈子\nM. 080-6263-4002\nE. kusunoki@aquaterra.com'

  it('set the town right by the card’s postal code', async () => {
    expect((await cardFields(text, postalChunk)).fields.address).toBe('東京都立川市曙町2-38-5 パークサイドタワー10階')
  })

  it('keep the address as read without the table (offline before it was fetched)', async () => {
    expect((await cardFields(text, async () => undefined)).fields.address).toBe('東京都立川市盟町2-38-5 パークサイドタワー10階')
  })
})
