import { msg } from '@lingui/core/macro'
import { registerValidationMessages } from '@/ui/forms'
import { ACCOUNT_MESSAGES as M } from '@/core/api/contract/demo/account-settings'

// The account contract's English rule messages, shown in the user's language.
registerValidationMessages({
  [M.avatarType]: msg`Choose a JPG, PNG or GIF picture`,
  [M.avatarSize]: msg`The picture may be at most 800 KB`,
  [M.password]: msg`Use at least 8 characters with upper and lower case letters, a number and a symbol`,
  [M.confirm]: msg`The two passwords do not match`,
  [M.samePassword]: msg`Choose a password different from the current one`,
  [M.wrongPassword]: msg`The current password is not correct`,
  [M.code]: msg`Enter the 6-digit code`,
  [M.deactivate]: msg`Confirm that you want to deactivate the account`,
  [M.choice]: msg`Choose one of the options`,
  [M.deactivated]: msg`This account is deactivated. Reactivate it to change its settings.`,
  [M.wrongCode]: msg`The code is not correct`,
})
