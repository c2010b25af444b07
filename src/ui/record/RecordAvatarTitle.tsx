import { css } from 'styled-system/css'
import { Avatar } from '../Avatar'

/** A person's or user's page title: their avatar beside their name (the avatar is decoration; the name is the text). */
export function RecordAvatarTitle({ name }: { name: string }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
      <Avatar name={name} size="lg" decorative />
      {name}
    </span>
  )
}
