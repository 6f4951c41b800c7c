/** What the checkout and order pages use of the address book. */

export { AddressChooser } from './AddressChooser';
export { AddressDialog } from './AddressDialog';
export { AddressSummary } from './AddressSummary';
export type { Address } from './api';
