import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { ActionCard, Button, toast } from '@/ui'
import { GalleryPage } from '../parts/GalleryPage'

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

export default function ActionCardsPage() {
  const { t, i18n } = useLingui()
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null)
  const [cards, setCards] = useState(['a', 'b'])
  const remove = (id: string) => {
    setCards((all) => all.filter((c) => c !== id))
    toast.info(t`Card removed`, { action: { label: t`Undo`, onClick: () => setCards((all) => [...new Set([...all, id])].sort()) } })
  }
  return (
    <GalleryPage section="ui" title={t`Card actions`} intro={t`Header buttons that collapse, refresh or remove a card, each with its own name for screen readers.`}>
      <ActionCard title={t`Collapsible`} collapsible>
        <p className={css({ m: 0, color: 'fg.muted' })}>{t`Fold a card away to make room; the button says whether it is open.`}</p>
      </ActionCard>
      <ActionCard
        title={t`Refresh`}
        onRefresh={async () => {
          await wait(1200)
          setRefreshedAt(new Date())
        }}
      >
        <p className={css({ m: 0, color: 'fg.muted' })}>
          {refreshedAt ? t`Refreshed at ${i18n.date(refreshedAt, { timeStyle: 'medium' })}` : t`Not refreshed yet`}
        </p>
      </ActionCard>
      {cards.map((id) => (
        <ActionCard key={id} title={id === 'a' ? t`Removable card A` : t`Removable card B`} onRemove={() => remove(id)} collapsible onRefresh={() => wait(600)}>
          <p className={css({ m: 0, color: 'fg.muted' })}>{t`Removing asks nothing but offers Undo for a few seconds.`}</p>
        </ActionCard>
      ))}
      {cards.length < 2 && (
        <Button variant="outline" onClick={() => setCards(['a', 'b'])}>
          {t`Bring the cards back`}
        </Button>
      )}
    </GalleryPage>
  )
}
