import { useLingui } from '@lingui/react/macro'
import { SOMETHING_WENT_WRONG } from './sign-in-failure'

/**
 * The demo server answers in English; the messages it is known to send are shown translated,
 * anything else (a real server's own text) is shown as it came.
 */
export function useServerMessage(): (text: string | undefined) => string | undefined {
  const { t } = useLingui()
  const known: Record<string, string> = {
    'Invalid email or password': t`Invalid email or password`,
    'Email is required': t`Enter your email address`,
    'Password is required': t`Enter your password`,
    [SOMETHING_WENT_WRONG]: t`Something went wrong`,
  }
  return (text) => (text === undefined ? undefined : (known[text] ?? text))
}
