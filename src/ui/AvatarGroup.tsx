import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Avatar, type AvatarProps } from './Avatar'
import { Tooltip } from './Tooltip'

export type AvatarGroupProps = {
  /** Names (or people with photos) in the order to show. */
  names: readonly (string | { name: string; src?: string | null })[]
  /** How many avatars before "+N". */
  max?: number
  size?: AvatarProps['size']
  className?: string
}

const ring = css({ borderRadius: 'full', boxShadow: '0 0 0 2px var(--colors-bg-surface)', display: 'inline-flex', '& + &': { ms: '-2.5' } })

/** Overlapping avatars of a team or a card's members; the rest counted in the last circle. */
export function AvatarGroup({ names, max = 4, size = 'sm', className }: AvatarGroupProps) {
  const { t } = useLingui()
  const people = names.map((n) => (typeof n === 'string' ? { name: n, src: null } : n))
  const shown = people.length > max ? people.slice(0, max - 1) : people
  const rest = people.slice(shown.length)
  return (
    <span role="group" aria-label={t`${people.length} people`} className={css({ display: 'inline-flex', alignItems: 'center' }) + (className ? ` ${className}` : '')}>
      {shown.map((p, i) => (
        <Tooltip key={`${p.name}-${i}`} content={p.name}>
          <span className={ring} tabIndex={0}>
            <Avatar name={p.name} src={p.src} size={size} />
          </span>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip content={rest.map((p) => p.name).join(', ')}>
          <span
            className={`${ring} ${css({ alignItems: 'center', justifyContent: 'center', bg: 'bg.emphasized', color: 'fg', fontSize: 'xs', fontWeight: 'semibold', minW: '8', h: '8', px: '1' })}`}
            tabIndex={0}
            // aria-label needs a role that takes a name (a bare span may not carry one).
            role="img"
            aria-label={t`${rest.length} more`}
          >
            +{rest.length}
          </span>
        </Tooltip>
      )}
    </span>
  )
}
