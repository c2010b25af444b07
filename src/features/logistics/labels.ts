import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Vehicle } from '@/core/api/contract/demo/logistics'

export const WARNING_LABELS: Record<Vehicle['warnings'], MessageDescriptor> = {
  'No Warnings': msg`No warnings`,
  'Ecu Not Responding': msg`ECU not responding`,
  'Oil Leakage': msg`Oil leakage`,
  'Fuel Problems': msg`Fuel problems`,
  'Temperature not optimal': msg`Temperature not optimal`,
}

export const warningTone = (w: Vehicle['warnings']) => (w === 'No Warnings' ? 'success' : w === 'Temperature not optimal' ? 'warning' : 'danger') as 'success' | 'warning' | 'danger'

/** The vehicle's code as shown to users. */
export const vehicleCode = (v: Pick<Vehicle, 'location'>) => `VOL-${v.location}`
