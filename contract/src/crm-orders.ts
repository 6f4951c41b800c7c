import { z } from 'zod';
import { OptionalRowId, RowId } from './ids';
import { AddressInput, ORDER_STATUSES } from './orders';
import { pageOf } from './page';
import { payPasswordField } from './pay-password';
import { StoreOrderView } from './store-orders';
import { isValidTaxId } from './tax-id';

/**
 * CRM orders and money (issue 16, item 5): a store order's fulfilment cost, paying it (which places the mall
 * orders to the sellers with the store customer's address) and the CRM pages that follow it: Pending Orders,
 * Order Payment, Order Fulfilment, Cancelled Orders and My Orders' tabs (docs/decisions.md "CRM orders and
 * money").
 */

/**
 * Where a store order stands for the business, derived from the store's status and the mall orders paying it
 * placed: awaitingPayment (the store's customer has not paid it: it cannot be paid as a fulfilment, and moves
 * on by itself once the store reports it paid), waiting (cannot be paid yet: see `blocked`), payable, paying (mall orders placed, a pix or boleto
 * payment not finished), fulfilment (paid: the sellers ship), cancelled (in the store, before payment),
 * cancelledAfterPay (cancelled in the store after it was paid: the after-sale path), done (fulfilled in the
 * store without the mall).
 */
export const CRM_ORDER_STATES = [
  'awaitingPayment',
  'waiting',
  'payable',
  'paying',
  'fulfilment',
  'cancelled',
  'cancelledAfterPay',
  'done',
] as const;
export type CrmOrderState = (typeof CRM_ORDER_STATES)[number];

/** The lists of the CRM pages; each is guarded by its page (api stores/crm-routes.ts). */
export const CRM_ORDER_VIEWS = ['pending', 'pay', 'fulfilment', 'cancelled'] as const;
export type CrmOrderView = (typeof CRM_ORDER_VIEWS)[number];

/** Why a store order cannot be paid yet (texts in the api's stores/texts.ts, `crmBlockTexts`). */
export const CRM_BLOCK_REASONS = [
  'unmatched',
  'noLines',
  'variantGone',
  'noAddress',
  'unknownCountry',
  'noShipping',
  'taxIdMissing',
  'cancelled',
  'customerUnpaid',
] as const;
export type CrmBlockReason = (typeof CRM_BLOCK_REASONS)[number];

/**
 * Automatic fulfilment payment (docs/decisions.md "Automatic fulfilment payment"): due (queued), reserved
 * (being paid), paid (paid automatically), held (it could not be: see the reason; pay it by hand).
 */
export const AUTO_PAY_STATES = ['due', 'reserved', 'paid', 'held'] as const;
export type AutoPayState = (typeof AUTO_PAY_STATES)[number];

/**
 * Why a store order was not paid automatically: any reason it could not be paid at all, or over the store's
 * per-order or daily cap, or the balance would fall below the minimum kept, or a payment was already started
 * by hand, or the payment itself was refused (the refusal's words in `message`).
 */
export const AUTO_PAY_HOLD_REASONS = [
  ...CRM_BLOCK_REASONS,
  'overOrderCap',
  'overDailyCap',
  'belowMinBalance',
  'paymentStarted',
  'payFailed',
] as const;
export type AutoPayHoldReason = (typeof AUTO_PAY_HOLD_REASONS)[number];

/** A store order's automatic payment as the CRM pages show it; null on the row when it was never tried. */
export const CrmAutoPay = z.object({
  state: z.enum(AUTO_PAY_STATES),
  reason: z.enum(AUTO_PAY_HOLD_REASONS).nullable(),
  /** The reason in the caller's language (held only). */
  message: z.string().nullable(),
  /** What was paid automatically (USD); null until paid. */
  amount: z.number().nullable(),
});
export type CrmAutoPay = z.infer<typeof CrmAutoPay>;

/** A product line of the cost: the mall variant's price times the store line's quantity. */
export const CrmCostLine = z.object({
  storeLineId: z.number(),
  variantId: z.number(),
  title: z.string(),
  specification: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});

/** One seller's parcel: its carrier for the destination, its weight and price. */
export const CrmCostParcel = z.object({
  sellerBusinessId: z.number(),
  carrier: z.string(),
  weightGrams: z.number(),
  fee: z.number(),
  days: z.string(),
});

/**
 * What fulfilling a store order costs the business, in USD, computed by the server: product purchase cost +
 * agency price + warehouse operation cost + packaging materials cost + carrier price = total.
 */
export const CrmCost = z.object({
  currency: z.literal('USD'),
  lines: z.array(CrmCostLine),
  parcels: z.array(CrmCostParcel),
  productCost: z.number(),
  agencyFee: z.number(),
  warehouseFee: z.number(),
  packagingFee: z.number(),
  shipping: z.number(),
  total: z.number(),
  pieces: z.number(),
});
export type CrmCost = z.infer<typeof CrmCost>;

/** A mall order paying the store order placed, as the fulfilment page shows it. */
export const CrmMallOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  carrier: z.string(),
  trackingNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** What after-sales paid back on it so far (a partial refund leaves the order as it was; a full one refunds it). */
  refunded: z.number(),
});
export type CrmMallOrder = z.infer<typeof CrmMallOrder>;

/** What a store's cancellation after payment did to one mall order (docs/decisions.md). */
export const CRM_STORE_CANCEL_OUTCOMES = ['refundOpened', 'shipped', 'none'] as const;
export const CrmStoreCancel = z.object({
  mallOrderId: z.number(),
  outcome: z.enum(CRM_STORE_CANCEL_OUTCOMES),
  afterSaleId: z.number().nullable(),
  afterSaleNo: z.string().nullable(),
});
export type CrmStoreCancel = z.infer<typeof CrmStoreCancel>;

/**
 * The customer's address as the CRM reads it (the store's, or the business's correction): what the address
 * dialog starts from. taxId: the CPF/CNPJ the store's address carries, else the one given on the page.
 */
export const CrmAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobilePhone: z.string(),
  detailAddress: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  taxId: z.string(),
  /** Corrected by the business on Pending Orders (the store's own address is no longer used). */
  edited: z.boolean(),
});
export type CrmAddress = z.infer<typeof CrmAddress>;

const required = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ message: 'required' }).min(1, { message: 'required' }).max(max, { message: 'tooLong' }),
  );
const optional = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(max, { message: 'tooLong' }),
  );

/**
 * Editing a store order's whole address while it waits for payment: the mall address form's rules
 * (AddressInput's names, phone, postal code, street lines; a valid CPF/CNPJ, needed for Brazil), with the
 * store's free-text state and city and the country by its ISO code (the server checks the mall knows it).
 */
export const CrmAddressRequest = z
  .object({
    id: RowId,
    firstName: AddressInput.shape.firstName,
    lastName: AddressInput.shape.lastName,
    mobilePhone: AddressInput.shape.mobilePhone,
    postalCode: AddressInput.shape.postalCode,
    detailAddress: required(255),
    line2: AddressInput.shape.line2,
    city: required(100),
    state: optional(100),
    countryCode: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string({ message: 'required' }).regex(/^[A-Z]{2}$/, { message: 'required' }),
    ),
    taxId: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\D/g, '') : (v ?? '')), z.string()),
  })
  .refine(
    (a) =>
      (a.taxId === '' && a.countryCode !== 'BR') ||
      (a.taxId.length === 11 && isValidTaxId('CPF', a.taxId)) ||
      (a.taxId.length === 14 && isValidTaxId('CNPJ', a.taxId)),
    { path: ['taxId'], message: 'taxIdInvalid' },
  );
export type CrmAddressRequest = z.infer<typeof CrmAddressRequest>;

/**
 * What the business corrected on an earlier order of the same store customer (same store, the platform's
 * customer id, else the e-mail; docs/decisions.md "Store customers remembered"): offered in the tax-id and
 * address dialogs, never applied by itself. Each part is null when there is nothing to offer for this order.
 */
export const CrmRemembered = z.object({
  taxId: z
    .object({
      /** Digits, to fill the dialog with when the business chooses it. */
      value: z.string(),
      /** As the offer shows it (maskTaxId). */
      masked: z.string(),
      /** The shop order number it was given on (#1001). */
      fromOrder: z.string(),
    })
    .nullable(),
  address: z.object({ address: CrmAddress, fromOrder: z.string() }).nullable(),
});
export type CrmRemembered = z.infer<typeof CrmRemembered>;

export const CrmOrderRow = StoreOrderView.extend({
  state: z.enum(CRM_ORDER_STATES),
  /** Why it waits (states waiting and awaitingPayment), in the caller's language; null otherwise. */
  blocked: z.object({ reason: z.enum(CRM_BLOCK_REASONS), message: z.string() }).nullable(),
  /** The cost now (unpaid), or as it was paid (the snapshot kept at payment); null when it cannot be priced. */
  cost: CrmCost.nullable(),
  mallOrders: z.array(CrmMallOrder),
  remark: z.string(),
  /** The CPF or CNPJ given for the customer on this page (when the store's address carries none). */
  taxId: z.string(),
  /**
   * Cancelled in the store after payment: what it did to each mall order (a refund request opened, or the
   * parcel had shipped already); empty otherwise.
   */
  storeCancel: z.array(CrmStoreCancel),
  /** The address the CRM ships to (null: the store sent none and nobody gave one). */
  address: CrmAddress.nullable(),
  /** Its automatic payment, when the store's automatic payment took it up. */
  autoPay: CrmAutoPay.nullable(),
  /** The same customer's tax id and address from an earlier order, offered (unpaid orders only). */
  remembered: CrmRemembered,
});
export type CrmOrderRow = z.infer<typeof CrmOrderRow>;

export const CrmOrderPage = pageOf(CrmOrderRow);
export type CrmOrderPage = z.infer<typeof CrmOrderPage>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A CRM list's filters and page. */
export const CrmOrderQuery = z.object({
  storeId: OptionalRowId,
  shopOrderNo: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blank(v)),
    z.string().max(60, { message: 'tooLong' }).optional(),
  ),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});
export type CrmOrderQuery = z.infer<typeof CrmOrderQuery>;

/** The pay methods of the CRM pay dialog (the mall's PayType numbers: 1 boleto, 2 pix, 3 balance, 4 card). */
export const CrmPayRequest = z.object({
  /** Store order ids: an array (JSON) or comma-separated (a form). */
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(RowId)
      .min(1, { message: 'crmPickOrders' })
      .max(20, { message: 'crmPickOrders' })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'crmPickOrders' }),
  ),
  payType: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 3, 4].includes(n), { message: 'payTypeInvalid' }),
  /** What the page showed: the server refuses when its own total differs (409). */
  payMoney: z.coerce.number().nonnegative().max(1e9),
  /** The 6-digit payment password; asked for balance payments (payType 3) once the business has set one. */
  payPassword: payPasswordField.optional(),
});
export type CrmPayRequest = z.infer<typeof CrmPayRequest>;

export const CrmPayResult = z.object({
  status: z.enum(['paid', 'pending']),
  paymentNo: z.string(),
  alreadyPaid: z.boolean(),
  payUrl: z.string(),
  mallOrderIds: z.array(z.number()),
  total: z.number(),
});
export type CrmPayResult = z.infer<typeof CrmPayResult>;

/** The remark dialog: a business's own note on a store order (free text, at most 255 characters). */
export const CrmRemarkRequest = z.object({
  id: RowId,
  remark: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(255, { message: 'tooLong' }),
  ),
});
export type CrmRemarkRequest = z.infer<typeof CrmRemarkRequest>;

/** The customer's CPF (11 digits) or CNPJ (14 digits), given when the store's address carries none. */
export const CrmTaxIdRequest = z.object({
  id: RowId,
  taxId: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : v),
    z
      .string()
      .refine(
        (d) => (d.length === 11 && isValidTaxId('CPF', d)) || (d.length === 14 && isValidTaxId('CNPJ', d)),
        {
          message: 'taxIdInvalid',
        },
      ),
  ),
});
export type CrmTaxIdRequest = z.infer<typeof CrmTaxIdRequest>;

export const CrmOrderNote = z.object({ id: z.number(), remark: z.string(), taxId: z.string() });
export type CrmOrderNote = z.infer<typeof CrmOrderNote>;
