import { Trans, useLingui } from '@lingui/react/macro'
import { IconBuildingCommunity, IconCircleCheck, IconCurrencyYen, IconHome, IconRuler2, IconUser } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { WizardShell, useWizard } from '@/ui/wizard'
import { stepsOf } from '@/core/api/contract/demo/wizards'
import { emptyProperty, type PropertyValues } from './property-listing/property'
import { PersonalStep } from './property-listing/PersonalStep'
import { PropertyStep } from './property-listing/PropertyStep'
import { FeaturesStep } from './property-listing/FeaturesStep'
import { AreaStep } from './property-listing/AreaStep'
import { PriceStep, PropertySummary } from './property-listing/PriceStep'
import { DoneMessage } from './DoneMessage'
import './messages'

const STEPS = stepsOf('property-listing')

/** Route `wizard-examples-property-listing`: list a property in five steps (personal, property, features, area, price and review). */
export default function PropertyListingPage() {
  const { t } = useLingui()
  const wizard = useWizard<PropertyValues>({ wizard: 'property-listing', steps: STEPS, initial: emptyProperty })
  const { form, result } = wizard
  const steps = [
    { id: 'personal', title: <Trans>Personal details</Trans>, subtitle: <Trans>Who lists it</Trans>, icon: <IconUser /> },
    { id: 'property', title: <Trans>Property details</Trans>, subtitle: <Trans>Type and address</Trans>, icon: <IconHome /> },
    { id: 'features', title: <Trans>Property features</Trans>, subtitle: <Trans>Rooms and amenities</Trans>, icon: <IconBuildingCommunity /> },
    { id: 'area', title: <Trans>Property area</Trans>, subtitle: <Trans>Size and availability</Trans>, icon: <IconRuler2 /> },
    { id: 'price', title: <Trans>Price and review</Trans>, subtitle: <Trans>Price, then check</Trans>, icon: <IconCurrencyYen /> },
  ]
  const reference = result?.reference ?? ''
  return (
    <>
      <PageHeader title={<Trans>Property listing</Trans>} subtitle={<Trans>List a property for sale or rent in five steps. Your entries are kept as a draft while you type.</Trans>} />
      <WizardShell
        wizard={wizard}
        steps={steps}
        variant="icon"
        label={t`Listing steps`}
        submitLabel={<Trans>Publish listing</Trans>}
        done={
          <DoneMessage icon={<IconCircleCheck />} title={<Trans>Listing published</Trans>}>
            <p className={css({ m: '0' })}>
              <Trans>
                The listing was saved with the reference <strong dir="ltr">{reference}</strong>.
              </Trans>
            </p>
            {result && <PropertySummary listing={result.values as PropertyValues} />}
          </DoneMessage>
        }
      >
        {wizard.stepId === 'personal' && <PersonalStep form={form} />}
        {wizard.stepId === 'property' && <PropertyStep form={form} />}
        {wizard.stepId === 'features' && <FeaturesStep form={form} />}
        {wizard.stepId === 'area' && <AreaStep form={form} />}
        {wizard.stepId === 'price' && <PriceStep form={form} />}
      </WizardShell>
    </>
  )
}
