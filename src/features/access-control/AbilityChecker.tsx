import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Card, Select } from '@/ui'
import { useAppAbility } from './use-ability'
import { CHECK_ACTIONS, CHECK_SUBJECTS } from './demo-tiles'

const label = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })

/** Ask the ability a question: may I <action> <subject>? */
export function AbilityChecker() {
  const { t } = useLingui()
  const ability = useAppAbility()
  const id = useId()
  const [action, setAction] = useState<string>('read')
  const [subject, setSubject] = useState<string>('AclDemo')
  const allowed = ability.can(action, subject)
  return (
    <Card title={t`Ability checker`} subtitle={<Trans>Pick an action and a subject to see what your rules answer.</Trans>}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
          <div>
            <label htmlFor={`${id}-action`} className={label}>
              <Trans>Action</Trans>
            </label>
            <Select id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value)} dir="ltr">
              {CHECK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor={`${id}-subject`} className={label}>
              <Trans>Subject</Trans>
            </label>
            <Select id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} dir="ltr">
              {CHECK_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <p
          role="status"
          data-testid="acl-check-result"
          data-allowed={allowed}
          className={css({
            mt: '4',
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            p: '3',
            borderRadius: 'md',
            fontWeight: 'medium',
            bg: allowed ? 'success.subtle' : 'danger.subtle',
            color: allowed ? 'success.text' : 'danger.text',
          })}
        >
          {allowed ? <IconCircleCheck size={20} aria-hidden /> : <IconCircleX size={20} aria-hidden />}
          {allowed ? t`Allowed: you may ${action} ${subject}.` : t`Denied: your rules do not let you ${action} ${subject}.`}
        </p>
    </Card>
  )
}
