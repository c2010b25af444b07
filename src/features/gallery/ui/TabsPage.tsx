import { IconBuilding, IconId, IconUser } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { css } from 'styled-system/css'
import { Tabs } from '@/ui'
import { pathFor } from '@/core/routing/paths'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const TAB_VALUES = ['cards', 'persons', 'companies'] as const

export default function TabsPage() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const tab = new URLSearchParams(useSearch()).get('tab')
  const current = TAB_VALUES.find((v) => v === tab) ?? 'cards'
  const panel = (text: string) => <p className={css({ m: 0, py: '2', color: 'fg.muted' })}>{text}</p>
  const items = [
    { value: 'cards', label: t`Name cards`, icon: <IconId size={18} aria-hidden="true" />, content: panel(t`12 cards wait for the office check.`) },
    { value: 'persons', label: t`Persons`, icon: <IconUser size={18} aria-hidden="true" />, content: panel(t`300 persons, 12 added this week.`) },
    { value: 'companies', label: t`Companies`, icon: <IconBuilding size={18} aria-hidden="true" />, content: panel(t`60 companies.`) },
  ]
  return (
    <GalleryPage section="ui" title={t`Tabs`} intro={t`Views of one subject side by side. Arrow keys move between tabs; the chosen tab can live in the address so a reload keeps it.`} wide>
      <Example title={t`In the address`} description={t`Reload the page: the tab stays.`} state={{ tab: current }} usage={`<Tabs value={tab} onValueChange={(v) => navigate(pathFor(name, params, { tab: v }), { replace: true })} items={…} />`}>
        <Tabs label={t`Records`} items={items} value={current} onValueChange={(v) => navigate(pathFor('components-tabs', {}, { tab: v }), { replace: true })} />
      </Example>
      <Example title={t`Pills`} usage={`<Tabs variant="pills" items={…} />`}>
        <Tabs label={t`Records`} variant="pills" items={items.map((i) => ({ ...i, icon: undefined }))} />
      </Example>
      <Example title={t`Vertical`} description={t`For settings pages with many sections.`} usage={`<Tabs orientation="vertical" items={…} />`}>
        <Tabs label={t`Records`} orientation="vertical" items={items} />
      </Example>
    </GalleryPage>
  )
}
