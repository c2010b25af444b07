import { msg } from '@lingui/core/macro'
import { registerValidationMessages } from '@/ui/forms/validation-messages'

// The roles' and permissions' English sentences (shared schemas and worker answers), in the user's language.
export const registerAccessMessages = () =>
  registerValidationMessages({
    'Enter a role name': msg`Enter a role name`,
    'Keep the name under 40 characters': msg`Keep the name under 40 characters`,
    'A role with this name already exists': msg`A role with this name already exists`,
    'Role not found': msg`This role no longer exists`,
    'Built-in roles cannot be deleted': msg`Built-in roles cannot be deleted`,
    'Enter a permission name': msg`Enter a permission name`,
    'Keep the name under 60 characters': msg`Keep the name under 60 characters`,
    'Assign at least one role': msg`Assign at least one role`,
    'A permission with this name already exists': msg`A permission with this name already exists`,
    'Permission not found': msg`This permission no longer exists`,
  })
