import { AccountSetupWizard } from './account-setup/AccountSetupWizard'

/** Route `forms-form-wizard-numbered`: the shared wizard with a numbered stepper. */
export default function FormWizardNumberedPage() {
  return <AccountSetupWizard variant="numbered" />
}
