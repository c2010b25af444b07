import type { WriteTx } from '../../db/database'
import type { CareerHistory } from '../../../src/core/api/contract/product/career-history'
import type { Company } from '../../../src/core/api/contract/product/company'
import type { Person } from '../../../src/core/api/contract/product/person'
import type { MergeOutcome, StoredNameCard } from '../../../src/core/api/contract/product/process'
import type { LoginUser } from '../../server/session'
import { HttpError } from '../../server/http'
import { dayBefore } from './career-sync'

// A sales-checked card becomes records: the company and person are created or updated, and a
// known person seen at another company gets a career-history row. Running it again changes nothing.

/** Same company whatever the width, spacing, case or (株) spelling. */
export function companyKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\(株\)|㈱/g, '株式会社')
    .replace(/\(有\)|㈲/g, '有限会社')
    .replace(/[\s.,]/g, '')
    .toLowerCase()
}
const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase()
const emailKey = (email: string) => email.trim().toLowerCase()
const isMobile = (phone: string) => /^0[789]0/.test(phone)
const nextId = (rows: readonly { id: number }[]) => rows.reduce((m, r) => Math.max(m, r.id), 0) + 1

async function mergeCompany(tx: WriteTx, card: StoredNameCard, at: string): Promise<{ company: Company | null; created: boolean }> {
  if (!card.company.trim()) return { company: null, created: false }
  const all = await tx.all<Company>('companies')
  const known = (card.merged_company_id && all.find((c) => c.id === card.merged_company_id)) || all.find((c) => companyKey(c.name) === companyKey(card.company))
  const phone = isMobile(card.phone_number) ? '' : card.phone_number
  if (known) {
    // Fill what the register lacks; never overwrite what someone typed there.
    const filled: Company = {
      ...known,
      postal_code: known.postal_code || card.postal_code,
      address: known.address || card.address,
      website: known.website || card.website,
      phone_number: known.phone_number || phone,
    }
    const changed = (['postal_code', 'address', 'website', 'phone_number'] as const).some((k) => filled[k] !== known[k])
    if (changed) await tx.put('companies', { ...filled, updated_at: at })
    return { company: changed ? { ...filled, updated_at: at } : known, created: false }
  }
  const company: Company = {
    id: nextId(all),
    name: card.company.trim(),
    name_kana: '',
    corporate_number: '',
    postal_code: card.postal_code,
    address: card.address,
    phone_number: phone,
    website: card.website,
    industry: '',
    employee_count: null,
    note: '',
    created_at: at,
    updated_at: at,
  }
  await tx.put('companies', company)
  return { company, created: true }
}

function findPerson(all: readonly Person[], card: StoredNameCard, companyId: number | null): Person | undefined {
  if (card.merged_person_id) {
    const again = all.find((p) => p.id === card.merged_person_id)
    if (again) return again
  }
  if (card.email) {
    const byEmail = all.find((p) => p.email && emailKey(p.email) === emailKey(card.email))
    if (byEmail) return byEmail
  }
  if (companyId !== null) return all.find((p) => nameKey(p.full_name) === nameKey(card.full_name) && p.company_id === companyId)
  return undefined
}

/** Runs inside the check transaction over namecards, persons, companies and careerHistories. */
export async function mergeCard(tx: WriteTx, card: StoredNameCard, user: LoginUser, at: string): Promise<MergeOutcome> {
  if (!card.full_name.trim()) throw new HttpError(409, { message: `Card ${card.file_name} has no name: add it before the sales check`, ids: [card.id] })
  const { company, created: companyCreated } = await mergeCompany(tx, card, at)
  const companyId = company?.id ?? null
  const persons = await tx.all<Person>('persons')
  const known = findPerson(persons, card, companyId)
  const person: Person = known
    ? {
        ...known,
        full_name: card.full_name || known.full_name,
        full_name_kana: card.full_name_kana || known.full_name_kana,
        email: card.email || known.email,
        phone_number: card.phone_number || known.phone_number,
        company_id: companyId ?? known.company_id,
        department: card.department || known.department,
        position: card.position || known.position,
        sales: known.sales ?? user.productUserId ?? null,
        updated_at: at,
      }
    : {
        id: nextId(persons),
        full_name: card.full_name.trim(),
        full_name_kana: card.full_name_kana,
        email: card.email,
        phone_number: card.phone_number,
        company_id: companyId,
        department: card.department,
        position: card.position,
        sales: user.productUserId ?? null,
        note: '',
        created_at: at,
        updated_at: at,
      }
  const unchanged = known && (Object.keys(person) as (keyof Person)[]).every((k) => k === 'updated_at' || person[k] === known[k])
  if (!unchanged) await tx.put('persons', person)

  const careerId = await recordCareer(tx, person, known, company, card, at)
  await tx.put('namecards', { ...card, merged_person_id: person.id, merged_company_id: companyId })
  return { card_id: card.id, person_id: person.id, company_id: companyId, person_created: !known, company_created: companyCreated, career_history_id: careerId }
}

/** A new person starts a career row; a known person at another company closes the current row and opens one. */
async function recordCareer(tx: WriteTx, person: Person, before: Person | undefined, company: Company | null, card: StoredNameCard, at: string): Promise<number | null> {
  if (!company) return null
  const rows = await tx.all<CareerHistory>('careerHistories')
  const source = `namecard:${card.id}`
  const already = rows.find((r) => r.source === source && r.person_id === person.id)
  if (already) return already.id
  const mine = rows.filter((r) => r.person_id === person.id)
  const current = mine.filter((r) => !r.ended_on)
  if (before && current.some((r) => r.company_id === company.id)) return null
  if (before && before.company_id === company.id && current.length === 0 && mine.length > 0) return null
  const today = at.slice(0, 10)
  for (const row of current) {
    const ended = row.started_on >= today ? today : dayBefore(today)
    await tx.put('careerHistories', { ...row, ended_on: ended, updated_at: at })
  }
  const row: CareerHistory = {
    id: nextId(rows),
    person_id: person.id,
    company_id: company.id,
    company_name: company.name,
    department: card.department,
    position: card.position,
    started_on: today,
    ended_on: null,
    source,
    created_at: at,
    updated_at: at,
  }
  await tx.put('careerHistories', row)
  return row.id
}
