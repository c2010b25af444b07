import { useId, useRef, useState, type FormEvent } from 'react'
import { useLingui, Trans } from '@lingui/react/macro'
import { useLocation, useSearch } from 'wouter'
import { IconEye, IconEyeOff } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { Button, Checkbox, IconButton, Input } from '@/ui'
import { appConfig } from '@/core/config'
import { postLoginTarget } from '@/core/access/redirect'
import { startSession } from '@/core/session/session'
import { DemoAccounts } from './DemoAccounts'
import { SOMETHING_WENT_WRONG, type SignInFailure } from './sign-in-failure'
import { useServerMessage } from './server-messages'
import type { DemoAccount } from './demo-accounts'

// The sign-in call (API client, valibot) is not needed to show the form: it loads when the user
// starts typing or submits, which keeps it off the /login critical path.
const loadSignIn = () => import('./sign-in').then((m) => m.signIn)

const warmSignIn = () => void loadSignIn().catch(() => undefined)

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const fieldLabel = css({ display: 'block', fontSize: 'sm', fontWeight: 'medium', color: 'fg', mb: '1.5' })
const fieldError = css({ mt: '1.5', fontSize: 'sm', color: 'danger.text' })

/** The sign-in form (spec §2, §8): labelled fields, show/hide password, remember me, Enter submits. */
export function LoginForm() {
  const { t } = useLingui()
  const serverMessage = useServerMessage()
  const [, navigate] = useLocation()
  const search = useSearch()
  const id = useId()
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [showPassword, setShowPassword] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<SignInFailure>({})

  function validate(): SignInFailure {
    const found: SignInFailure = {}
    if (!email.trim()) found.email = t`Enter your email address`
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = t`Enter a valid email address, like name@example.com`
    if (!password) found.password = t`Enter your password`
    return found
  }

  function focusFirstError(found: SignInFailure) {
    if (found.email) emailRef.current?.focus()
    else if (found.password) passwordRef.current?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const found = validate()
    setErrors(found)
    if (found.email || found.password) return focusFirstError(found)
    setSubmitting(true)
    const result = await loadSignIn()
      .then((signIn) => signIn({ email, password, remember }))
      .catch(() => ({ ok: false as const, errors: { email: SOMETHING_WENT_WRONG } as SignInFailure }))
    if (!result.ok) {
      setSubmitting(false)
      const shown = { email: serverMessage(result.errors.email), password: serverMessage(result.errors.password) }
      setErrors(shown)
      focusFirstError(shown)
      return
    }
    // Navigate first, in the same tick as the session starts: the guest-only guard must not
    // send us to `/` (and lose `to`) in between.
    navigate(postLoginTarget(search), { replace: true })
    startSession(result.session)
  }

  function fillDemo(account: DemoAccount) {
    setEmail(account.email)
    setPassword(account.password)
    setErrors({})
    submitRef.current?.focus()
  }

  const emailErrorId = `${id}-email-error`
  const passwordErrorId = `${id}-password-error`

  return (
    <div onKeyDownCapture={warmSignIn} onPointerDownCapture={warmSignIn} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={submitting} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div>
          <label htmlFor={`${id}-email`} className={fieldLabel}>
            <Trans>Email</Trans>
          </label>
          <Input
            ref={emailRef}
            size="lg"
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            placeholder="name@example.co.jp"
            dir="ltr"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              if (errors.email) setErrors({ ...errors, email: undefined })
            }}
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? emailErrorId : undefined}
            className={css({ textAlign: 'start' })}
          />
          {errors.email && (
            <p id={emailErrorId} role="alert" className={fieldError} data-testid="email-error">
              {errors.email}
            </p>
          )}
        </div>

        <div>
          <label htmlFor={`${id}-password`} className={fieldLabel}>
            <Trans>Password</Trans>
          </label>
          <Input
            ref={passwordRef}
            size="lg"
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="••••••••"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              if (errors.password) setErrors({ ...errors, password: undefined })
            }}
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? passwordErrorId : undefined}
            className={css({ textAlign: 'start' })}
            style={{ paddingInlineEnd: '3rem' }}
            endElement={
              <IconButton
                size="sm"
                onClick={() => setShowPassword((s) => !s)}
                aria-pressed={showPassword}
                aria-controls={`${id}-password`}
                label={showPassword ? t`Hide password` : t`Show password`}
              >
                {showPassword ? <IconEyeOff aria-hidden /> : <IconEye aria-hidden />}
              </IconButton>
            }
          />
          {errors.password && (
            <p id={passwordErrorId} role="alert" className={fieldError} data-testid="password-error">
              {errors.password}
            </p>
          )}
        </div>

        <Checkbox name="remember" checked={remember} onCheckedChange={setRemember} label={<Trans>Keep me signed in for 30 days</Trans>} />

        <Button ref={submitRef} type="submit" size="lg" block loading={submitting}>
          {submitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
      </form>

      {appConfig.demo && <DemoAccounts onPick={fillDemo} selectedEmail={email} />}
    </div>
  )
}
