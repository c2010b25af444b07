import { msg } from '@lingui/core/macro'
import { registerValidationMessages } from '@/ui/forms/validation-messages'

// The worker's English sentences for invoices (payments, sending, add/edit), in the user's language.
// A function, not a side-effect import: the build drops modules that are only imported for effects.
export const registerInvoiceMessages = () =>
  registerValidationMessages({
    'Enter an amount': msg`Enter an amount`,
    'The amount must be more than zero': msg`The amount must be more than zero`,
    'Choose a payment method': msg`Choose a payment method`,
    'Keep the note under 500 characters': msg`Keep the note under 500 characters`,
    'This invoice has nothing left to pay': msg`This invoice has nothing left to pay`,
    'Enter an e-mail address': msg`Enter an e-mail address`,
    'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
    'Enter a subject': msg`Enter a subject`,
    'Keep the subject under 200 characters': msg`Keep the subject under 200 characters`,
    'Keep the message under 5,000 characters': msg`Keep the message under 5,000 characters`,
    'Use a date as YYYY-MM-DD': msg`Enter a date`,
    'Not a real date': msg`Enter a real date`,
    'Describe the item': msg`Describe the item`,
    'Keep the description under 200 characters': msg`Keep the description under 200 characters`,
    'Enter a cost': msg`Enter a cost`,
    'The cost cannot be negative': msg`The cost cannot be negative`,
    'The cost is too large': msg`The cost is too large`,
    'Enter a quantity': msg`Enter a quantity`,
    'Use a whole number': msg`Use a whole number`,
    'At least 1': msg`At least 1`,
    'At most 10,000': msg`At most 10,000`,
    'Add at least one item': msg`Add at least one item`,
    'At most 100 items': msg`At most 100 items`,
    'Keep the note under 1,000 characters': msg`Keep the note under 1,000 characters`,
    'Choose a client': msg`Choose a client`,
    'The due date is before the issue date': msg`The due date is before the issue date`,
  })
