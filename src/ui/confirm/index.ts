export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'
export { confirm, useConfirm, type ConfirmOptions } from './confirm'
