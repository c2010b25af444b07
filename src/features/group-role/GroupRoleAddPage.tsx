import { GroupRoleFormPage } from './GroupRoleFormPage'

/** `/apps/group-role/add`. */
export default function GroupRoleAddPage() {
  return <GroupRoleFormPage />
}
