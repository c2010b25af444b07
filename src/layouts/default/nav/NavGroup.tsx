import { useState } from 'react'
import { useLingui } from '@lingui/react'
import { Link, useLocation } from 'wouter'
import { IconChevronRight } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { groupIsActive, isActiveHref, type MenuGroupNode, type MenuLink } from '../navigation'
import { overlayNavOpen } from '../layout-state'
import { navLabel, navRow } from './nav-styles'

// A tap on a link closes the overlay drawer even when it points at the current page.
const closeOverlayNav = () => {
  overlayNavOpen.value = false
}

export function NavLink({ link, compact, bullet }: { link: MenuLink; compact: boolean; bullet?: boolean }) {
  const { i18n } = useLingui()
  const [location] = useLocation()
  const active = isActiveHref(link.href, location)
  const Icon = link.icon
  const label = i18n._(link.label)
  return (
    <Link href={link.href} className={navRow} aria-current={active ? 'page' : undefined} title={compact ? label : undefined} data-route={link.name} onClick={closeOverlayNav}>
      {bullet || !Icon ? (
        <span aria-hidden className={css({ w: '22px', display: 'inline-flex', justifyContent: 'center' })}>
          <span className={css({ w: '2', h: '2', borderRadius: 'full', border: '2px solid currentColor', opacity: active ? 1 : 0.6 })} />
        </span>
      ) : (
        <Icon size={22} stroke={1.6} />
      )}
      {!compact && <span className={navLabel}>{label}</span>}
    </Link>
  )
}

/** A collapsible group of the vertical menu; a group with one entry is a plain link. */
export function NavGroup({ group, compact }: { group: MenuGroupNode; compact: boolean }) {
  const { i18n } = useLingui()
  const [location] = useLocation()
  const active = groupIsActive(group, location)
  const [open, setOpen] = useState(active)
  const [lastActive, setLastActive] = useState(active)
  // Opening the page of a closed group opens it (adjusting state during render, not in an effect).
  if (active !== lastActive) {
    setLastActive(active)
    if (active) setOpen(true)
  }
  if (group.links.length === 1)
    return (
      <li className={css({ listStyle: 'none' })}>
        <NavLink link={group.links[0]} compact={compact} />
      </li>
    )
  const Icon = group.icon
  const label = i18n._(group.label)
  const id = `nav-group-${group.id}`
  return (
    <li className={css({ listStyle: 'none' })}>
      <button
        type="button"
        className={navRow}
        aria-expanded={open}
        aria-controls={id}
        title={compact ? label : undefined}
        data-active-group={active ? (compact ? 'compact' : !open ? '' : undefined) : undefined}
        data-menu-group={group.id}
        onClick={() => setOpen(!open)}
      >
        <Icon size={22} stroke={1.6} />
        {!compact && (
          <>
            <span className={navLabel}>{label}</span>
            <IconChevronRight
              size={16}
              className={cx('flip-rtl', css({ transition: 'transform 0.2s', '[aria-expanded=true] > &': { transform: 'rotate(90deg)' } }))}
            />
          </>
        )}
      </button>
      {open && !compact && (
        <ul id={id} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', mt: '0.5', p: 0 })}>
          {group.links.map((link) => (
            <li key={link.name} className={css({ listStyle: 'none' })}>
              <NavLink link={link} compact={false} bullet />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
