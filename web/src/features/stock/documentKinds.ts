import type { DocumentBase } from './api';

/**
 * The kinds of stock document with lines to book, as their pages show them: where their calls live, their
 * texts (`stockDocs.<id>` in the locales), and whether they use only the business's own warehouses and take
 * stock out (then each line shows what is available in its location). Every kind's list exports to xlsx
 * (`<base>/file`, saved as `<file>-<day>.xlsx`); an importable kind also takes a filled xlsx template.
 */
export interface DocumentKind {
  id: 'merchantIn' | 'thirdPartyIn' | 'thirdPartyOut';
  base: DocumentBase;
  ownWarehouses: boolean;
  outbound: boolean;
  /** The exported list's file name before the date, as the server names it. */
  file: string;
  /** A draft can come from the xlsx template (`<base>/template`, `<base>/import`). */
  importable: boolean;
  /** A document's lines print as barcode labels (`/stock/labels/document`, the merchant stock-in's call). */
  labels: boolean;
}

export const MERCHANT_IN: DocumentKind = {
  id: 'merchantIn',
  base: '/stock/document',
  ownWarehouses: false,
  outbound: false,
  file: 'stock-in',
  importable: true,
  labels: true,
};
export const THIRD_PARTY_IN: DocumentKind = {
  id: 'thirdPartyIn',
  base: '/stock/thirdPartyIn',
  ownWarehouses: true,
  outbound: false,
  file: 'third-party-stock-in',
  importable: true,
  labels: false,
};
export const THIRD_PARTY_OUT: DocumentKind = {
  id: 'thirdPartyOut',
  base: '/stock/thirdPartyOut',
  ownWarehouses: true,
  outbound: true,
  file: 'third-party-stock-out',
  importable: false,
  labels: false,
};
