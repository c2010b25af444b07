import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useSignals } from '@preact/signals-react/runtime'
import { Popover as ArkPopover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { Link, useLocation } from 'wouter'
import { IconChevronDown, IconCircle } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { popover } from 'styled-system/recipes'
import { groupIsActive, isActiveHref, useLayoutNavigation, type MenuSectionNode } from '../navigation'

// Spec §9: horizontal-nav popovers sit 4 px from their trigger and slide down into place.
export const HORIZONTAL_POPOVER_OFFSET = 4
const slideYReverse = (el: HTMLElement | null) => {
  el?.animate?.([{ opacity: 0, transform: 'translateY(-12px)' }, { opacity: 1, transform: 'none' }], { duration: 200, easing: 'ease-out' })
}

const topItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '3.5',
  borderRadius: 'md',
  color: 'fg',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted' },
  '&[data-active]': { bg: 'primary', color: 'primary.fg', boxShadow: '0 2px 6px color-mix(in srgb, var(--colors-primary) 40%, transparent)', _hover: { bg: 'primary.hover' } },
})

const menuLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  px: '2.5',
  py: '1.5',
  borderRadius: 'sm',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.text', fontWeight: '600' },
  '& svg': { color: 'fg.muted', flexShrink: 0 },
})

function SectionPopover({ section }: { section: MenuSectionNode }) {
  const { i18n } = useLingui()
  const [location] = useLocation()
  const [open, setOpen] = useState(false)
  const active = section.groups.some((g) => groupIsActive(g, location))
  useEffect(() => setOpen(false), [location])
  const s = popover()
  const Icon = section.icon
  const columns = Math.min(section.groups.length, 4)
  return (
    <ArkPopover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-start', gutter: HORIZONTAL_POPOVER_OFFSET }} lazyMount unmountOnExit>
      <ArkPopover.Trigger className={topItem} data-active={active ? '' : undefined} data-menu-section={section.id}>
        <Icon size={20} stroke={1.6} />
        {i18n._(section.label)}
        <IconChevronDown size={16} />
      </ArkPopover.Trigger>
      <Portal>
        <ArkPopover.Positioner className={s.positioner}>
          <ArkPopover.Content
            ref={slideYReverse}
            className={cx(s.content, css({ p: '3', maxW: 'min(56rem, calc(100vw - 2rem))' }))}
            style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(12rem, 1fr))`, gap: '0.75rem' }}
          >
            {section.groups.map((group) => {
              const GroupIcon = group.icon
              return (
                <div key={group.id} data-menu-group={group.id}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '2.5', py: '1.5', fontSize: 'xs', fontWeight: '600', textTransform: 'uppercase', letterSpacing: '0.05em', color: 'fg.subtle' })}>
                    <GroupIcon size={16} />
                    {i18n._(group.label)}
                  </div>
                  <ul className={css({ p: 0, m: 0, listStyle: 'none' })}>
                    {group.links.map((link) => {
                      const LinkIcon = link.icon ?? IconCircle
                      return (
                        <li key={link.name}>
                          <Link href={link.href} className={menuLink} aria-current={isActiveHref(link.href, location) ? 'page' : undefined} data-route={link.name}>
                            <LinkIcon size={18} stroke={1.6} />
                            {i18n._(link.label)}
                          </Link>
                        </li>
                      )
                    })}
                  </ul>
                </div>
              )
            })}
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </Portal>
    </ArkPopover.Root>
  )
}

/** The horizontal menu (spec §1): one popover per menu section (the app derives the menu from the route table). */
export function HorizontalNav() {
  useSignals()
  const { t } = useLinguiMacro()
  const { menu } = useLayoutNavigation()
  return (
    <nav aria-label={t`Main menu`} className={css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', _print: { display: 'none' } })}>
      {menu.map((section) => (
        <SectionPopover key={section.id} section={section} />
      ))}
    </nav>
  )
}
