// Shapes the records endpoints answer beyond the stored records (DESIGN.md §3 product API).
import type { Company } from './company'
import type { Person } from './person'
import type { CareerHistory } from './career-history'
import type { GroupRole } from './group-role'
import type { User } from './user'

/** A company as lists and views show it: with how many persons work there now. */
/** A company with how many persons work there now and how many career rows name it (either keeps it from being deleted). */
export type CompanyRow = Company & { person_count: number; career_count: number }
/** A person with the names of their company and owning sales user. */
export type PersonRow = Person & { company_name: string; sales_name: string; /** Reading of sales_name (for its romaji). */ sales_kana: string; /** The caller may edit or delete it (sales users: only persons they own). */ editable: boolean }
/** A career row with its person's name and, when it came from a name card still stored, that card and its process. */
/** `GET persons/owners`: users who can own persons (for filters and the person form). */
export type PersonOwner = { id: number; name: string; kana: string; role: string }
export type CareerHistoryRow = CareerHistory & {
  person_name: string
  person_kana: string
  source_card_id: number | null
  source_process_id: number | null
  /** The caller may edit or delete it (it follows the person's rule: sales users only for persons they own). */
  editable: boolean
}
/** A name card as the company view lists it (`GET companies/{id}/namecards`). */
export type CompanyNameCard = {
  id: number
  process_id: number
  file_name: string
  full_name: string
  department: string
  position: string
  email: string
  card_status: 'uncheck' | 'checked_by_office' | 'checked_by_sales'
  analyst_status: 'success' | 'fail' | null
  created_at: string
}
export type GroupRoleRow = GroupRole & { user_count: number }
export type UserRow = User & { group_role_name: string }

/** DELETE /{id} and POST /bulk-delete answer: the ids removed and a token for POST /restore. */
export type DeleteResponse = { deleted: number[]; undo: string }
export type RestoreResponse = { restored: number[] }
/** 409 when a delete is refused: who still depends on the records. */
export type DependantsError = { message: string; dependants: { id: number; label: string; type: 'person' | 'user' }[] }
/** 409 on a stale `updated_at`: the record as it is now, so the form can offer to reload. */
export type ConflictError<T> = { message: string; current: T }

/** Spec §3 workflow user / customer lists (`/api/apps/wf-*`). */
export type WfUser = {
  id: number
  email: string
  first_name: string
  last_name: string
  phone_number: string
  role: string
  name: string
  role_name: string
  sale_permission: string | null
  supplier_permission: string | null
  recruitment_permission: string | null
  keamato_permission: string | null
  office_permission?: string | null
}
export type WfCustomer = {
  id: number
  email: string
  full_name: string
  full_name_kana: string
  phone_number: string
  company: string
  position: string
  department: string
  sales: string
}
export type WfNamecardCustomer = WfCustomer & { file_name: string; image: string; website: string; address: string }
export type WfList<T> = { users: T[]; totalPages: number; totalUsers: number; page: number }
