import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconCircleCheck, IconClipboardCheck, IconFileText, IconTag, IconUsers } from '@tabler/icons-react'
import { css } from 'styled-system/css'
import { LoadingState } from '@/ui'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { WizardShell, useWizard } from '@/ui/wizard'
import { stepsOf } from '@/core/api/contract/demo/wizards'
import { emptyDeal, type DealValues } from './create-deal/deal'
import { DealTypeStep } from './create-deal/DealTypeStep'
import { DealUsageStep } from './create-deal/DealUsageStep'
import { DealReviewStep, DealSummary } from './create-deal/DealReviewStep'
import { DoneMessage } from './DoneMessage'
import './messages'

const STEPS = stepsOf('create-deal')
// The date-range picker is the page's heaviest part: it loads with the step that shows it.
const DealDetailsStep = lazy(() => import('./create-deal/DealDetailsStep').then((m) => ({ default: m.DealDetailsStep })))

/** Route `wizard-examples-create-deal`: a discount deal in four steps (type, details, usage, review). */
export default function CreateDealPage() {
  const { t } = useLingui()
  const wizard = useWizard<DealValues>({ wizard: 'create-deal', steps: STEPS, initial: emptyDeal })
  const { form, result } = wizard
  const steps = [
    { id: 'type', title: <Trans>Deal type</Trans>, subtitle: <Trans>Choose the kind of discount</Trans>, icon: <IconTag /> },
    { id: 'details', title: <Trans>Deal details</Trans>, subtitle: <Trans>Title, code and dates</Trans>, icon: <IconFileText /> },
    { id: 'usage', title: <Trans>Deal usage</Trans>, subtitle: <Trans>Who and how often</Trans>, icon: <IconUsers /> },
    { id: 'review', title: <Trans>Review and complete</Trans>, subtitle: <Trans>Check and create</Trans>, icon: <IconClipboardCheck /> },
  ]
  const reference = result?.reference ?? ''
  return (
    <>
      <PageHeader title={<Trans>Create deal</Trans>} subtitle={<Trans>Set up a discount for the shop in four steps. Your entries are kept as a draft while you type.</Trans>} />
      <WizardShell
        wizard={wizard}
        steps={steps}
        variant="icon"
        label={t`Deal steps`}
        submitLabel={<Trans>Create deal</Trans>}
        done={
          <DoneMessage icon={<IconCircleCheck />} title={<Trans>Deal created</Trans>}>
            <p className={css({ m: '0' })}>
              <Trans>
                The deal was saved with the reference <strong dir="ltr">{reference}</strong>.
              </Trans>
            </p>
            {result && <DealSummary deal={result.values as DealValues} />}
          </DoneMessage>
        }
      >
        {wizard.stepId === 'type' && <DealTypeStep form={form} />}
        {wizard.stepId === 'details' && (
          <Suspense fallback={<LoadingState />}>
            <DealDetailsStep form={form} />
          </Suspense>
        )}
        {wizard.stepId === 'usage' && <DealUsageStep form={form} />}
        {wizard.stepId === 'review' && <DealReviewStep form={form} />}
      </WizardShell>
    </>
  )
}
