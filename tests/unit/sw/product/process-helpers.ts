import type { Database } from '../../../../sw/db/database'
import { call, diskFixtures, openTestDb } from '../../support/demo-server'

// A 1×1 PNG: the server stores whatever valid data URL it gets.
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg=='

export async function upload(db: Database, token: string, count = 2, name = 'Trade fair Osaka') {
  const files = Array.from({ length: count }, (_, i) => ({ file_name: `card-${i + 1}.png`, data_url: PNG }))
  const res = await call(db, 'POST', '/v1/api/processes', { token, body: { process_name: name, files } })
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`)
  const cards = await call(db, 'GET', `/v1/api/processes/${res.body.id}/namecards?itemsPerPage=-1`, { token })
  return { process: res.body, cards: cards.body.items as any[] }
}

export type CardText = { full_name?: string; email?: string; phone_number?: string; company?: string; department?: string; position?: string }

export async function analyse(db: Database, token: string, processId: number, cardId: number, fields: CardText, status: 'success' | 'fail' = 'success') {
  return call(db, 'POST', `/v1/api/processes/${processId}/namecards/${cardId}/analysis`, { token, body: { analyst_status: status, err_msg: status === 'fail' ? 'No name found' : '', fields } })
}

export async function check(db: Database, token: string, processId: number, ids: number[], card_status: 'checked_by_office' | 'checked_by_sales') {
  return call(db, 'POST', `/v1/api/processes/${processId}/namecards/check`, { token, body: { ids, card_status } })
}

/** The committed fixtures without the sample processes, so counts in a test are the test's own. */
export const emptyProcessDb = () => openTestDb(async (store) => (['processes', 'namecards', 'images', 'analysisQueue'].includes(store) ? undefined : diskFixtures(store)))
