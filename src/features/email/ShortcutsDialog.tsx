import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Dialog } from '@/ui'

/** The keyboard shortcuts of the e-mail screen, opened with `?` or the keyboard button. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const rows: [string[], string][] = [
    [['j', '↓'], t`Next message`],
    [['k', '↑'], t`Previous message`],
    [['Enter'], t`Open the message`],
    [['Esc'], t`Back to the list`],
    [['x'], t`Select the message`],
    [['s'], t`Star or unstar`],
    [['e', '#'], t`Move to trash`],
    [['u'], t`Mark as unread`],
    [['r'], t`Reply`],
    [['c'], t`Compose`],
    [['/'], t`Search`],
    [['?'], t`Show these shortcuts`],
  ]
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>Keyboard shortcuts</Trans>} size="sm">
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '2', alignItems: 'center', fontSize: 'sm' })}>
        {rows.map(([keys, label]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ display: 'flex', gap: '1' })}>
              {keys.map((k) => (
                <kbd key={k} className={css({ fontFamily: 'mono', fontSize: 'xs', px: '1.5', py: '0.5', borderWidth: '1px', borderColor: 'border.strong', borderBottomWidth: '2px', borderRadius: 'sm', bg: 'bg.subtle', minW: '6', textAlign: 'center' })}>{k}</kbd>
              ))}
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
