export { useWizard, type UseWizardOptions, type Wizard, type WizardStepDef, type DraftState } from './use-wizard'
export { WizardShell, type WizardShellProps } from './WizardShell'
