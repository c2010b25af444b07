import { AccountSetupWizard } from './account-setup/AccountSetupWizard'

/** Route `forms-form-wizard-icons`: the shared wizard with an icon stepper. */
export default function FormWizardIconsPage() {
  return <AccountSetupWizard variant="icon" />
}
