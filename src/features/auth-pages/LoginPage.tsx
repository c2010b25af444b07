import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useSearch } from 'wouter'
import { css } from 'styled-system/css'
import { Button, Checkbox, FormAlert, FormField, Input, useForm } from '@/ui'
import { PasswordField } from '@/ui/PasswordField'
import { postLoginTarget } from '@/core/access/redirect'
import { startSession } from '@/core/session/session'
import { signIn } from '@/core/session/sign-in'
import { pathFor } from '@/core/routing/paths'
import { AuthFrame } from './AuthFrame'
import { FooterLink, formStack, linkStyle } from './parts'
import { loginSchema } from './schemas'
import { useAuthVariant } from './variant'

/**
 * Login v1/v2: the same form in two looks. It signs in through the real sign-in call (the demo
 * accounts work); the guards stay those of the app, this page only starts a session like /login.
 */
export default function LoginPage() {
  const { t } = useLingui()
  const { variant, linkTo } = useAuthVariant()
  const [, navigate] = useLocation()
  const search = useSearch()
  const form = useForm(loginSchema, { email: '', password: '', remember: false })

  const submit = form.handleSubmit(async (data) => {
    const result = await signIn(data)
    if (!result.ok) {
      const known: Record<string, string> = { 'Invalid email or password': t`Invalid email or password` }
      const message = (text?: string) => (text ? [known[text] ?? (text === 'Something went wrong' ? t`Something went wrong` : text)] : [])
      form.setServerErrors({ email: message(result.errors.email), password: message(result.errors.password) })
      return
    }
    navigate(postLoginTarget(search), { replace: true })
    startSession(result.session)
  })

  return (
    <AuthFrame variant={variant} illustration="login" title={<Trans>Welcome to Meishi</Trans>} subtitle={<Trans>Sign in to your account and start the day’s name cards.</Trans>}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={form.submitting} className={formStack}>
        <FormAlert message={form.formError} />
        <FormField label={<Trans>Email</Trans>} required errors={form.errorsOf('email')}>
          <Input {...form.field('email')} type="email" inputMode="email" autoComplete="username" dir="ltr" placeholder="name@example.co.jp" autoFocus className={css({ textAlign: 'start' })} />
        </FormField>
        <FormField label={<Trans>Password</Trans>} required errors={form.errorsOf('password')}>
          {(control) => (
            <PasswordField {...control} name="password" autoComplete="current-password" value={form.values.password} onValueChange={(value) => form.setValue('password', value)} onBlur={() => form.touch('password')} invalid={form.errorsOf('password').length > 0} />
          )}
        </FormField>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <Checkbox {...form.checkbox('remember')} label={<Trans>Remember me</Trans>} />
          <Link href={linkTo('forgot-password')} className={linkStyle}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={form.submitting}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p className={css({ mt: '4', mb: '0', fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>
        <Trans>
          Demo accounts work here, e.g. admin@demo.com / admin. The app’s own sign-in page is <Link href={pathFor('login')} className={linkStyle}>/login</Link>.
        </Trans>
      </p>
      <FooterLink text={<Trans>New here?</Trans>} href={linkTo('register')} label={<Trans>Create an account</Trans>} />
    </AuthFrame>
  )
}
