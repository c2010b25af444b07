import type { MouseEvent } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { pathFor } from '@/core/routing/paths'

/** Ids of the landing page's sections (its `<section id>`s). */
type LandingSection = 'home' | 'features' | 'reviews' | 'team' | 'pricing' | 'faq' | 'contact'

/** The front navigation: sections of the landing page, then the other front pages. */
export type FrontLink = { id: string; label: MessageDescriptor; href: string; section?: LandingSection }

const landing = () => pathFor('front-pages-landing-page')
const section = (id: LandingSection, label: MessageDescriptor): FrontLink => ({ id, label, href: `${landing()}#${id}`, section: id })

export const frontLinks = (): FrontLink[] => [
  section('home', msg`Home`),
  section('features', msg`Features`),
  section('team', msg`Team`),
  section('faq', msg`FAQ`),
  section('contact', msg`Contact us`),
  { id: 'pricing', label: msg`Pricing`, href: pathFor('front-pages-pricing') },
  { id: 'help', label: msg`Help center`, href: pathFor('front-pages-help-center') },
]

/**
 * On the landing page a section link only records the hash and announces it: the app's scroll
 * manager (which owns the spec's 60 px offset) scrolls there smoothly. From another page the router
 * opens the landing page and the same scroll manager goes to the hash.
 */
export function onSectionClick(event: MouseEvent, link: FrontLink): void {
  if (!link.section || window.location.pathname !== landing()) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
  event.preventDefault()
  window.history.pushState(window.history.state, '', `#${link.section}`)
  // pushState fires no hashchange by itself.
  window.dispatchEvent(new HashChangeEvent('hashchange'))
}
