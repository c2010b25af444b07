import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import { css, cx } from 'styled-system/css'
import { avatar, type AvatarVariantProps } from 'styled-system/recipes'
import { avatarColor, initialsOf } from './avatar-art'

const initialsBase = {
  position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center',
  color: 'white', fontWeight: 'semibold', lineHeight: '1', _after: { content: 'attr(data-initials)' },
} as const
// Sized by the avatar (a size container): 15 and 18 of 40 units, as the picture was drawn.
const initialsTwo = css({ ...initialsBase, fontSize: '37.5cqw' })
const initialsOne = css({ ...initialsBase, fontSize: '45cqw' })

export type AvatarProps = AvatarVariantProps & {
  /** The person's (or company's) name: gives the initials, the colour and the accessible name. */
  name: string
  /** A photo; when missing or failing to load, the generated initials avatar shows instead. */
  src?: string | null
  className?: string
  /** Set when the name is already written next to the avatar, so screen readers don't read it twice. */
  decorative?: boolean
}

export function Avatar({ name, src, size, shape, className, decorative }: AvatarProps) {
  const s = avatar({ size, shape })
  const initials = initialsOf(name)
  return (
    <ArkAvatar.Root className={cx(s.root, className)} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name} aria-hidden={decorative || undefined}>
      <ArkAvatar.Fallback className={s.fallback}>
        <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <rect width="40" height="40" fill={initials ? avatarColor(name) : '#9aa1af'} />
          {!initials && (
            <>
              <circle cx="20" cy="16" r="7" fill="#fff" opacity="0.9" />
              <path d="M7 36c1.5-7 7-10.5 13-10.5S31.5 29 33 36z" fill="#fff" opacity="0.9" />
            </>
          )}
        </svg>
        {/* The initials are part of the picture, drawn as generated content rather than text: a button
            holding an avatar is then named by its label alone (WCAG 2.5.3 reads DOM text as its label). */}
        {initials && <span aria-hidden="true" data-initials={initials} className={initials.length > 1 ? initialsTwo : initialsOne} />}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={s.image} src={src} alt="" />}
    </ArkAvatar.Root>
  )
}
