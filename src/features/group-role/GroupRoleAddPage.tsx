import { GroupRoleFormPage } from './GroupRoleFormPage'

/** Route `apps-group-role-add`. */
export default function GroupRoleAddPage() {
  return <GroupRoleFormPage />
}
