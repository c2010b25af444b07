import type { WriteTx } from '../../db/database'
import type { CareerHistory } from '../../../src/core/api/contract/product/career-history'
import type { Company } from '../../../src/core/api/contract/product/company'
import type { Person } from '../../../src/core/api/contract/product/person'

/**
 * A person moved to another company (edited on the person form): the current career row ends the
 * day before today and a new current row starts today, so the timeline stays true without a
 * second step. Runs inside the person's write transaction.
 */
export async function moveCareer(tx: WriteTx, person: Person): Promise<void> {
  const today = person.updated_at.slice(0, 10)
  const rows = (await tx.all<CareerHistory>('careerHistories'))
  const mine = rows.filter((r) => r.person_id === person.id)
  const company = await tx.get<Company>('companies', person.company_id!)
  const current = mine.find((r) => !r.ended_on)
  if (current?.company_id === person.company_id) return
  if (current) {
    // A row that started today is simply replaced by the new company.
    const ended = current.started_on >= today ? undefined : dayBefore(today)
    if (ended) await tx.put('careerHistories', { ...current, ended_on: ended, updated_at: person.updated_at })
    else await tx.delete('careerHistories', current.id)
  }
  const later = mine.filter((r) => r.ended_on && r.ended_on >= today)
  if (later.length) return // a manual history reaches into the future: leave it to the user
  const id = rows.reduce((m, r) => Math.max(m, r.id), 0) + 1
  const row: CareerHistory = {
    id,
    person_id: person.id,
    company_id: person.company_id,
    company_name: company?.name ?? '',
    department: person.department,
    position: person.position,
    started_on: today,
    ended_on: null,
    source: 'manual',
    created_at: person.updated_at,
    updated_at: person.updated_at,
  }
  await tx.put('careerHistories', row)
}

export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}
