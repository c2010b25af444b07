import { IconEdit, IconInfoCircle, IconTrash } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Button, IconButton, Tooltip } from '@/ui'
import { Example } from '../parts/Example'
import { GalleryPage } from '../parts/GalleryPage'

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
          <span tabIndex={0} className={css({ display: 'inline-flex', color: 'fg.muted' })} aria-label={t`About readings`}>
            <IconInfoCircle size={18} />
          </span>
        </Tooltip>
      </Example>
    </GalleryPage>
  )
}
