import type { DocumentBase } from './api';

/**
 * The kinds of stock document with lines to book, as their pages show them: where their calls live, their
 * texts (`stockDocs.<id>` in the locales), and whether they use only the business's own warehouses and take
 * stock out (then each line shows what is available in its location).
 */
export interface DocumentKind {
  id: 'merchantIn' | 'thirdPartyIn' | 'thirdPartyOut';
  base: DocumentBase;
  ownWarehouses: boolean;
  outbound: boolean;
}

export const MERCHANT_IN: DocumentKind = {
  id: 'merchantIn',
  base: '/stock/document',
  ownWarehouses: false,
  outbound: false,
};
export const THIRD_PARTY_IN: DocumentKind = {
  id: 'thirdPartyIn',
  base: '/stock/thirdPartyIn',
  ownWarehouses: true,
  outbound: false,
};
export const THIRD_PARTY_OUT: DocumentKind = {
  id: 'thirdPartyOut',
  base: '/stock/thirdPartyOut',
  ownWarehouses: true,
  outbound: true,
};
