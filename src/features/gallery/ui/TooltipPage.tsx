import { IconEdit, IconInfoCircle, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, IconButton, Tooltip } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

const infoButton = css({ display: 'inline-flex', p: '0', border: 'none', bg: 'transparent', color: 'fg.muted', cursor: 'help', borderRadius: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'primary' } })

export default function TooltipPage() {
  const { t } = useLingui()
  return (
    <GalleryPage section="ui" title={t`Tooltip`} intro={t`A short hint on hover or keyboard focus. Never the only place for something the user must read.`}>
      <Example title={t`Placements`} usage={`<Tooltip content="…" placement="bottom"><Button>…</Button></Tooltip>`}>
        {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
          <Tooltip key={placement} content={t`A hint`} placement={placement}>
            <Button variant="outline" tone="neutral">
              {placement === 'top' ? t`Top` : placement === 'bottom' ? t`Bottom` : placement === 'left' ? t`Left` : t`Right`}
            </Button>
          </Tooltip>
        ))}
      </Example>
      <Example title={t`Icon buttons`} description={t`Icon-only buttons carry their name; the tooltip shows it to sighted users.`} usage={`<IconButton label="Edit"><IconEdit /></IconButton>`}>
        <IconButton label={t`Edit`}>
          <IconEdit />
        </IconButton>
        <IconButton label={t`Delete`}>
          <IconTrash />
        </IconButton>
      </Example>
      <Example title={t`Truncated text`} description={t`Long e-mail addresses are cut with an ellipsis; the full value shows on hover or focus.`} usage={`<Tooltip content={email}><span tabIndex={0}>…</span></Tooltip>`}>
        <Tooltip content="naoki.hashimoto@aoba-solutions.example.co.jp">
          <span tabIndex={0} className={css({ display: 'inline-block', maxW: '48', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' })}>
            naoki.hashimoto@aoba-solutions.example.co.jp
          </span>
        </Tooltip>
        <Tooltip content={t`Readings are written in katakana.`}>
          {/* A name needs a role that takes one: an info icon is a button (a bare span may not carry aria-label). */}
          <button type="button" aria-label={t`About readings`} className={infoButton}>
            <IconInfoCircle size={18} aria-hidden="true" />
          </button>
        </Tooltip>
      </Example>
    </GalleryPage>
  )
}
