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

/** The store order whose invoice is generated, shown or printed. */
export const CrmInvoiceRequest = z.object({
  id: RowId,
  /** A version to show (an older one); the newest when left out. */
  version: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(10_000).optional(),
  ),
});
export type CrmInvoiceRequest = z.infer<typeof CrmInvoiceRequest>;

/**
 * The invoice's states (issue 37 item 2, docs/decisions.md "Invoiced"): none (never generated: the store order
 * may be invoiced once its fulfilment is paid), invoiced (version 1 generated), and each reissue a new version
 * of the same number, the older ones kept. Generate only from none; reissue only from invoiced.
 */
export const CRM_INVOICE_ACTIONS = { generate: 'none', reissue: 'invoiced' } as const;
export type CrmInvoiceState = 'none' | 'invoiced';

/** POST /store/invoice/reissue: a corrected version of the invoice, and why (kept with the version). */
export const CrmInvoiceReissueRequest = z.object({
  id: RowId,
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: 'invoiceReason' })
      .min(1, { message: 'invoiceReason' })
      .max(255, { message: 'tooLong' }),
  ),
});
export type CrmInvoiceReissueRequest = z.infer<typeof CrmInvoiceReissueRequest>;

/** Every version of a store order's invoice, newest first (the older ones as they were issued). */
export const CrmInvoiceVersion = z.object({
  version: z.number().int(),
  issuedAt: z.string(),
  /** Why it was reissued ('' for version 1). */
  reason: z.string(),
  total: z.number(),
});
export type CrmInvoiceVersion = z.infer<typeof CrmInvoiceVersion>;

export const CrmInvoice = z.object({
  invoiceNo: z.string(),
  /** 1 when generated, one more at each reissue; the number stays. */
  version: z.number().int(),
  issuedAt: z.string(),
  /** Why this version was reissued ('' for version 1). */
  reason: z.string(),
  /** Every version, newest first (this one included). */
  versions: z.array(CrmInvoiceVersion),
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
