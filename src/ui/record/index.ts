// The parts every product record screen (company, person, user, group role, career history) is built from.
export { RecordPending, type RecordPendingProps } from './RecordPending'
export { RecordFormPage, type RecordFormPageProps } from './RecordFormPage'
export { useRecordForm, type RecordForm, type RecordFormOptions } from './use-record-form'
export { useDeleteRecords, type DeletableRecords, type DeleteRecords, type DeleteRecordsTexts, type DescribeDelete } from './use-delete-records'
export { RecordHeaderActions, type RecordHeaderActionsProps } from './RecordHeaderActions'
export { RecordRowActions, type RecordRowActionsProps } from './RecordRowActions'
export { BulkDeleteButton, type BulkDeleteButtonProps } from './BulkDeleteButton'
export { actionsColumn } from './actions-column'
