import { Dialog, type DialogProps } from './Dialog'

export type DrawerProps = Omit<DialogProps, 'placement' | 'size'> & {
  /** Logical side: `end` is the right in ltr and the left in rtl. */
  side?: 'end' | 'start'
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

/** A side sheet (an Ark Dialog docked to one side): create/edit forms next to a list. */
export function Drawer({ side = 'end', size = 'md', ...rest }: DrawerProps) {
  return <Dialog {...rest} placement={side} size={size} />
}
