import { useParams } from 'wouter'
import { PersonFormPage } from './PersonFormPage'

/** Route `apps-person-edit`. */
export default function PersonEditPage() {
  const { id = '' } = useParams<{ id: string }>()
  return <PersonFormPage key={id} id={id} />
}
