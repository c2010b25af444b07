// The rules a new password is checked against: the PasswordField's list, the demo forms' schemas
// and the demo server's password change all read them from here.

export type PasswordRule = 'length' | 'case' | 'digit' | 'symbol'
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'case', 'digit', 'symbol']
export const PASSWORD_MIN_LENGTH = 8

export function passwordRuleMet(rule: PasswordRule, password: string): boolean {
  switch (rule) {
    case 'length':
      return password.length >= PASSWORD_MIN_LENGTH
    case 'case':
      return /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)
    case 'digit':
      return /\d/.test(password)
    case 'symbol':
      return /[^\p{L}\p{N}\s]/u.test(password)
  }
}

export const passwordRulesMet = (password: string) => PASSWORD_RULES.every((rule) => passwordRuleMet(rule, password))
