import { useParams } from 'wouter'
import { GroupRoleFormPage } from './GroupRoleFormPage'

/** Route `apps-group-role-edit`. */
export default function GroupRoleEditPage() {
  const { id = '' } = useParams<{ id: string }>()
  return <GroupRoleFormPage key={id} id={id} />
}
