import { z } from 'zod';
import { RowId } from './ids';

/**
 * The invoice of a store order's fulfilment (CRM invoiceGeneration / invoiceDisplay, issue 16 item 7): what
 * the business paid the mall to fulfil one order of its store, line by line, numbered once.
 */

/**
 * The cost lines of an invoice, in the order they are printed, by the glossary's names (spec 001: agency price,
 * warehouse operation cost, packaging materials cost); `fees` is what orders placed before those were kept
 * apart charged for all three.
 */
export const CRM_INVOICE_COSTS = [
  'products',
  'agency',
  'warehouse',
  'packaging',
  'fees',
  'carrier',
  'discount',
] as const;
export type CrmInvoiceCost = (typeof CRM_INVOICE_COSTS)[number];

export const CrmInvoiceRequest = z.object({ id: RowId });
export type CrmInvoiceRequest = z.infer<typeof CrmInvoiceRequest>;

export const CrmInvoice = z.object({
  invoiceNo: z.string(),
  issuedAt: z.string(),
  businessName: z.string(),
  storeName: z.string(),
  storeOrderId: z.number(),
  shopOrderNo: z.string(),
  placedAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The ship-to address, a line each. */
  shipTo: z.array(z.string()),
  /** Mall dollars. */
  currency: z.string(),
  lines: z.array(
    z.object({
      orderNo: z.string(),
      title: z.string(),
      specification: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      amount: z.number(),
    }),
  ),
  costs: z.array(z.object({ key: z.enum(CRM_INVOICE_COSTS), amount: z.number() })),
  total: z.number(),
  payments: z.array(
    z.object({ orderNo: z.string(), payType: z.number().nullable(), paidAt: z.string(), amount: z.number() }),
  ),
  /**
   * Credit notes: each amount an after-sale paid back on one of its mall orders, numbered after the invoice
   * (INV-2026-000042-C1), oldest first. The invoice itself never changes; net is total less the credits.
   */
  credits: z.array(
    z.object({
      creditNo: z.string(),
      afterSaleNo: z.string(),
      orderNo: z.string(),
      type: z.enum(['refund', 'return']),
      issuedAt: z.string(),
      amount: z.number(),
    }),
  ),
  net: z.number(),
});
export type CrmInvoice = z.infer<typeof CrmInvoice>;
