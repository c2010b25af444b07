import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/ui/page-header/PageHeader'
import { MembersTable } from './MembersTable'

/** `apps-members-list`: the demo members (spec "users") — search, filters, sort, add, delete. */
export default function MemberListPage() {
  return (
    <>
      <PageHeader
        title={<Trans>Members</Trans>}
        subtitle={<Trans>Everyone who works in the demo workspace, with their role, plan and status.</Trans>}
        breadcrumbs={[{ label: <Trans>Apps</Trans> }, { label: <Trans>Members</Trans> }]}
      />
      <MembersTable />
    </>
  )
}
