import { msg } from '@lingui/core/macro'
import { registerValidationMessages } from '@/ui/forms/validation-messages'

// The shared member schema's English sentences (client and worker), in the user's language.
// A function, not a side-effect import: the build drops modules that are only imported for effects.
export const registerMemberMessages = () =>
  registerValidationMessages({
    'Full name is required': msg`Enter the member's full name`,
    'Email is required': msg`Enter an e-mail address`,
    'Enter a valid email': msg`Enter a valid e-mail address`,
    'At most 80 characters': msg`At most 80 characters`,
    'At most 60 characters': msg`At most 60 characters`,
    'At most 40 characters': msg`At most 40 characters`,
    'At most 30 characters': msg`At most 30 characters`,
    'Choose admin, editor, author, maintainer or subscriber': msg`Choose a role`,
    'Choose basic, team, company or enterprise': msg`Choose a plan`,
    'Choose Active, Inactive or Pending': msg`Choose a status`,
  })
