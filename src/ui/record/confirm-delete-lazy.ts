import type { ConfirmDeleteOptions } from './confirm-delete'

/**
 * `confirmDelete` that loads the confirm dialog (Ark dialog and its layers) only when a delete is
 * asked for, so a list page's first visit does not carry it. Same options and result.
 */
export const confirmDeleteLazy = async (options: ConfirmDeleteOptions): Promise<boolean> => (await import('./confirm-delete')).confirmDelete(options)
