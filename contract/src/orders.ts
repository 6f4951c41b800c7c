import { z } from 'zod';
import { Address } from './addresses';
import { CartLine } from './cart';
import { COUPON_STATUSES } from './coupons';
import { jsonField } from './form';
import { RowId } from './ids';
import { pageOf } from './page';
import { payPasswordField } from './pay-password';
import { isValidTaxId } from './tax-id';

/** Cart, address, checkout, payment and order requests (spec 000 §3, §5, §7; spec 001 §4, §7). */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = z.preprocess(blank, RowId);
/** A quantity a person can order: 1 to 9999. */
const quantity = z.preprocess(
  blank,
  z.coerce.number().int().min(1, { message: 'quantityRange' }).max(9999, { message: 'quantityRange' }),
);

export const CartAddRequest = z.object({
  skuId: id,
  num: quantity,
  type: z.preprocess(blank, z.coerce.number().int().default(1)),
});
export const CartUpdateRequest = z.object({ id, num: quantity });
/** ids: one id, or several comma-separated. */
export const CartDeleteRequest = z.object({
  ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(RowId).min(1)),
});

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(max, { message: 'tooLong' }),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string().max(max, { message: 'tooLong' }),
  );

export const AddressInput = z
  .object({
    id: z.preprocess(blank, RowId.optional()),
    firstName: text(60),
    lastName: text(60),
    gender: z.enum(['male', 'female', 'undefined']),
    idType: z.enum(['CPF', 'CNPJ']),
    idNo: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().regex(/^\d{11,14}$/, { message: 'idNoDigits' }),
    ),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.email({ message: 'emailInvalid' }).max(254),
    ),
    // Letters, digits, spaces, hyphens and dots, as postal codes are written (01310-100, 01.310-100, SW1A 1AA).
    postalCode: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .min(1, { message: 'required' })
        .max(20, { message: 'tooLong' })
        .regex(/^[A-Za-z0-9][A-Za-z0-9 .-]*$/, { message: 'postalCodeInvalid' }),
    ),
    mobilePhone: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().regex(/^\+?\d{6,20}$/, { message: 'mobileInvalid' }),
    ),
    countryId: id,
    oneId: id,
    cityId: id,
    districtId: id,
    detailAddress: optionalText(255),
    line2: optionalText(255),
    isDefault: z
      .preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean())
      .default(false),
  })
  .refine((a) => isValidTaxId(a.idType, a.idNo), { path: ['idNo'], message: 'taxIdInvalid' });
export type AddressInput = z.infer<typeof AddressInput>;

/** The spec's rule: the full name is the first name, a space, then the last name. */
export const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;

export const AddressSaveRequest = z.object({ paramJson: jsonField(AddressInput) });

/** Confirm: the selected cart lines, and the address when the user picked one. */
export const ConfirmPayload = z.object({
  cartIds: z.array(RowId).min(1).max(200),
  addressId: RowId.optional(),
});
export const ConfirmRequest = z.object({ paramJsonStr: jsonField(ConfirmPayload) });

export const SubmitPayload = z.object({
  addressId: RowId.optional(),
  fxCode: z.string().max(64).optional().default(''),
  /** Sent by the old client; the server uses the caller's session. */
  userId: z.unknown().optional(),
  carListData: z
    .array(
      z.object({
        businessId: RowId,
        businessDetailId: RowId.optional(),
        userLeave: z.string().max(500).optional().default(''),
        couponInfo: z.object({ id: RowId.optional() }).optional(),
        carDataReqs: z
          .array(
            z.object({
              id: RowId,
              carMoney: z.coerce.number().nonnegative().max(1e9),
            }),
          )
          .min(1)
          .max(200),
      }),
    )
    .min(1)
    .max(50),
});
export const SubmitRequest = z.object({ paramJsonStr: jsonField(SubmitPayload) });

/**
 * Pay types (spec 000 §9): 1 boleto and 2 pix through a gateway, 3 balance, 5 a zero total; 4 a card through
 * the gateway (issue 33: a provider that takes cards, Stripe), an external page like 1 and 2.
 */
export const PayType = { boleto: 1, pix: 2, balance: 3, card: 4, zero: 5 } as const;

export const PayPayload = z.object({
  type: z.coerce.number().int().default(1),
  payType: z.coerce
    .number()
    .int()
    .refine((n) => [1, 2, 3, 4, 5].includes(n), { message: 'payTypeInvalid' }),
  payMoney: z.coerce.number().nonnegative().max(1e9),
  usePlatform: z.coerce.number().int().default(1),
  payParamsReq: z.object({ orderIds: z.array(RowId).min(1).max(50) }),
  payParamsH5Req: z.record(z.string(), z.unknown()).optional(),
  /** The 6-digit payment password; asked for balance payments (payType 3) once the business has set one. */
  payPassword: payPasswordField.optional(),
});
export const PayRequest = z.object({ paramsJson: jsonField(PayPayload) });

/** The methods the payment dialog may offer: pix and boleto only with a gateway, card only with one taking cards. */
export const PAY_METHODS = ['balance', 'card', 'pix', 'boleto'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/**
 * What the dialog offers, and what each gateway method charges this buyer before they pay (issue 33): the
 * currency and, for BRL, the rate the USD amount is converted at (recorded on the payment).
 */
export const PayMethods = z.object({
  methods: z.array(z.enum(PAY_METHODS)),
  charges: z
    .partialRecord(
      z.enum(['card', 'pix', 'boleto']),
      z.object({ currency: z.enum(['USD', 'BRL']), rate: z.number().nullable() }),
    )
    .optional(),
});
export type PayMethods = z.infer<typeof PayMethods>;

/** Order states (spec 001 §4 glossary) and the moves between them; checked in one place (api orders). */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'pending_dispatch',
  'shipped',
  'finished',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * pending_dispatch (issue 37 item 2, docs/decisions.md "Pending dispatch"): paid, and the seller has
 * acknowledged it; it waits in the seller's warehouse (picking, packing, or stock the seller must restock).
 * It leaves as a paid order does: shipped, or refunded by an after-sale.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  unpaid: ['paid', 'cancelled'],
  paid: ['pending_dispatch', 'shipped', 'refunded'],
  pending_dispatch: ['shipped', 'refunded'],
  shipped: ['finished', 'refunded'],
  finished: ['refunded'],
  cancelled: [],
  refunded: [],
};
export const CLOSE_REASONS = ['buyer_cancel', 'payment_timeout', 'after_sale'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Paid and not shipped yet: what a seller ships, and what a refund gives back unshipped. */
export const AWAITING_SHIPMENT: readonly OrderStatus[] = ['paid', 'pending_dispatch'];
export const isAwaitingShipment = (s: string): boolean =>
  (AWAITING_SHIPMENT as readonly string[]).includes(s);

export const OrderListQuery = z.object({
  status: z.preprocess(blank, z.enum(ORDER_STATUSES).optional()),
  /** Only the invoiced orders ('1'), whatever their status. */
  invoiced: z.preprocess(
    (v) => v === true || v === 'true' || v === '1' || v === 1 || undefined,
    z.literal(true).optional(),
  ),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});

export const CouponListQuery = z.object({
  status: z.preprocess(blank, z.enum(COUPON_STATUSES).optional()),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});

/** The coupon centre (our design): templates a business claims itself. */
export const CouponCentreQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});
/** Template ids are 4-byte serials: a larger number is no template (and must not reach the database). */
export const CouponClaimRequest = z.object({
  templateId: RowId,
});

/** A cart line as the preview shows it; carMoney is price × num, what the server expects back in carDataReqs. */
const PreviewLine = CartLine.extend({ carMoney: z.number() });
export type PreviewLine = z.infer<typeof PreviewLine>;

export const PreviewCoupon = z.object({
  id: z.number(),
  money: z.number(),
  minSpend: z.number(),
  title: z.string(),
  validTo: z.string(),
});
export type PreviewCoupon = z.infer<typeof PreviewCoupon>;

/** One seller's part of the order: it becomes one order. */
const PreviewGroup = z.object({
  businessId: z.number(),
  businessDetailId: z.number(),
  orderCarVOS: z.array(PreviewLine),
  productTotalMoney: z.number(),
  expressFee: z.number(),
  expressName: z.string(),
  expectDay: z.string(),
  couponList: z.object({ availableList: z.array(PreviewCoupon) }),
});
export type PreviewGroup = z.infer<typeof PreviewGroup>;

/** POST /api/order/confirmOrder: the preview of the orders a submit would create. */
export const OrderPreview = z.object({
  address: Address.nullable(),
  orderData: z.array(PreviewGroup),
  totalMoney: z.number(),
});
export type OrderPreview = z.infer<typeof OrderPreview>;

export const SubmitResult = z.object({
  orderIds: z.array(z.number()),
  orders: z.array(z.object({ id: z.number(), orderNo: z.string(), total: z.number() })),
  totalMoney: z.number(),
});
export type SubmitResult = z.infer<typeof SubmitResult>;

export const OrderIdRequest = z.object({ id: RowId });

/** trackingNo: the carrier's tracking number once the seller shipped; '' before. */
export const OrderView = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  closeReason: z.string(),
  businessId: z.number(),
  sellerName: z.string(),
  productTotal: z.number(),
  expressFee: z.number(),
  couponAmount: z.number(),
  /** The platform's fulfilment fees of an order placed for a store order (CRM); 0 for a mall checkout. */
  serviceFee: z.number(),
  /** serviceFee's parts, as the glossary names them (0 on orders placed before they were kept apart). */
  agencyFee: z.number(),
  warehouseFee: z.number(),
  packagingFee: z.number(),
  total: z.number(),
  currency: z.string(),
  userLeave: z.string(),
  /** A sample order (Try-on List): one unit before a bulk order. */
  sample: z.boolean(),
  expressName: z.string(),
  trackingNo: z.string(),
  payType: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the seller acknowledged it (pending dispatch); null before. */
  acknowledgedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  expiresAt: z.string(),
  /**
   * The CRM invoice that covers it ('' when none: only a store order's mall orders are invoiced), and when it
   * was generated: the order is "invoiced" (a mark beside its status, docs/decisions.md "Invoiced").
   */
  invoiceNo: z.string(),
  invoicedAt: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      skuId: z.number(),
      title: z.string(),
      specification: z.string(),
      thumbUrl: z.string(),
      price: z.number(),
      num: z.number(),
      amount: z.number(),
    }),
  ),
});
export type OrderView = z.infer<typeof OrderView>;
export type OrderItem = OrderView['items'][number];

/** The order with the address as it was when placed (a stored copy, passed on whole: typed as an Address). */
export const OrderDetail = OrderView.extend({ address: z.record(z.string(), z.unknown()) });
export type OrderDetail = Omit<z.infer<typeof OrderDetail>, 'address'> & { address: Partial<Address> };

export const OrderPage = pageOf(OrderView).extend({
  statusCounts: z.record(z.string(), z.number()),
  /** How many of the caller's orders are invoiced (the Invoiced tab). */
  invoicedCount: z.number().optional(),
});
export type OrderPage = z.infer<typeof OrderPage>;
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** Total = products + shipping - coupon, floored at 0, half-up to cents (spec 000 §9). On cents, exact. */
export function orderTotal(productTotal: number, expressFee: number, coupon: number): number {
  const cents = Math.round(productTotal * 100) + Math.round(expressFee * 100) - Math.round(coupon * 100);
  return Math.max(0, cents) / 100;
}
