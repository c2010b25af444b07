import { useParams } from 'wouter'
import { GroupRoleFormPage } from './GroupRoleFormPage'

/** `/apps/group-role/edit/{id}`. */
export default function GroupRoleEditPage() {
  const { id = '' } = useParams<{ id: string }>()
  return <GroupRoleFormPage key={id} id={id} />
}
