import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCheck, IconEye, IconEyeOff, IconPoint } from '@tabler/icons-react'
import { css, cx } from 'styled-system/css'
import { IconButton } from './IconButton'
import { Input, type InputProps } from './Input'
import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordRuleMet, type PasswordRule } from '@/core/api/contract/password-rules'

// The rules live in core (the demo server checks them too); re-exported for existing imports.
export { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordRuleMet, type PasswordRule }

/** 0 (empty) … 4 (every rule met). */
export function passwordStrength(password: string): number {
  if (!password) return 0
  return PASSWORD_RULES.filter((rule) => passwordRuleMet(rule, password)).length
}

export type PasswordFieldProps = Omit<InputProps, 'type' | 'value' | 'onChange'> & {
  value: string
  onValueChange: (value: string) => void
  /** Show the strength meter and the rule list under the field (new passwords). */
  showStrength?: boolean
}

const TONES = ['danger', 'danger', 'warning', 'info', 'success'] as const

/**
 * A password input with show/hide and, for new passwords, a strength meter and the rules it is
 * checked against. Works as a FormField control (id/aria props reach the input).
 */
export function PasswordField({ value, onValueChange, showStrength, className, ...rest }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const strength = passwordStrength(value)
  const labels = [t`Too weak`, t`Weak`, t`Fair`, t`Good`, t`Strong`]
  const ruleText: Record<PasswordRule, string> = {
    length: t`At least ${PASSWORD_MIN_LENGTH} characters`,
    case: t`Upper and lower case letters`,
    digit: t`At least one number`,
    symbol: t`At least one symbol`,
  }
  const strengthLabel = labels[strength]
  const inputId = rest.id
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
      <Input
        {...rest}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        className={cx(css({ textAlign: 'start' }), className)}
        endElement={
          <IconButton size="sm" onClick={() => setVisible((s) => !s)} aria-pressed={visible} aria-controls={inputId} label={visible ? t`Hide password` : t`Show password`}>
            {visible ? <IconEyeOff aria-hidden /> : <IconEye aria-hidden />}
          </IconButton>
        }
      />
      {showStrength && (
        <div data-testid="password-strength" data-strength={strength}>
          <div aria-hidden className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '1' })}>
            {PASSWORD_RULES.map((rule, i) => (
              <span
                key={rule}
                className={css({ h: '1', borderRadius: 'full', bg: 'bg.muted', transition: 'background 0.2s', '&[data-on]': { bg: 'var(--strength-color)' } })}
                data-on={i < strength ? '' : undefined}
                style={{ ['--strength-color' as string]: `var(--colors-${TONES[strength]})` }}
              />
            ))}
          </div>
          <p aria-live="polite" className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', mb: '1' })}>
            <Trans>Strength: {strengthLabel}</Trans>
          </p>
          <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '0.5' })}>
            {PASSWORD_RULES.map((rule) => {
              const met = passwordRuleMet(rule, value)
              return (
                <li key={rule} data-met={met || undefined} className={css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted', '&[data-met]': { color: 'success.text' } })}>
                  {met ? <IconCheck size={14} aria-hidden /> : <IconPoint size={14} aria-hidden />}
                  <span>{ruleText[rule]}</span>
                  <span className={css({ srOnly: true })}>{met ? t`(met)` : t`(not met yet)`}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
