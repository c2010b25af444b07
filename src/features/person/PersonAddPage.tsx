import { PersonFormPage } from './PersonFormPage'

/** Route `apps-person-add` (`?company_id=` preselects the company, as the company view's "Add person" does). */
export default function PersonAddPage() {
  return <PersonFormPage />
}
