import { useParams } from 'wouter'
import { PersonFormPage } from './PersonFormPage'

/** `/apps/person/edit/{id}`. */
export default function PersonEditPage() {
  const { id = '' } = useParams<{ id: string }>()
  return <PersonFormPage key={id} id={id} />
}
