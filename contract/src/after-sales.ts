import { z } from 'zod';
import { RowId } from './ids';
import type { LocalText } from './messages';
import { ORDER_STATUSES } from './orders';
import { pageOf } from './page';

/**
 * After-sales (spec 001 §3 entity, §4 glossary states, §7 /api/afterSale/*). The moves are ours to design
 * (the spec says "not shown"); they are a table, checked in one place on the server (api after-sales state.ts).
 * The 13 states are the glossary's; docs/decisions.md holds the table in words.
 *
 * refund:  pending --agreeRefund--> refunding
 * return:  pending --agreeReturn--> to_return --shipBack--> returning --confirmReceipt--> refunding
 *                                                                     --rejectReceipt--> receipt_rejected
 *                                   to_return --expireReturn (seller, parcel never sent)--> failed
 * money:   refunding --refundSucceeded (refund)--> refunded | --returnSucceeded (return)--> return_refunded
 *                    --partSucceeded--> partially_refunded   | --refundFailed--> refund_failed
 *          refund_failed --retryRefund--> refunding | --closeRefund--> refund_closed
 * either:  pending --refuse--> refused;  pending | to_return --cancel (buyer)--> closed
 */
export const AFTER_SALE_TYPES = ['refund', 'return'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

export const AFTER_SALE_STATES = [
  'pending',
  'refused',
  'to_return',
  'returning',
  'receipt_rejected',
  'refunding',
  'refund_failed',
  'refund_closed',
  'refunded',
  'return_refunded',
  'partially_refunded',
  'failed',
  'closed',
] as const;
export type AfterSaleState = (typeof AFTER_SALE_STATES)[number];

export const AFTER_SALE_ACTIONS = [
  'agreeRefund',
  'agreeReturn',
  'refuse',
  'shipBack',
  'expireReturn',
  'confirmReceipt',
  'rejectReceipt',
  'cancel',
  'refundSucceeded',
  'returnSucceeded',
  'partSucceeded',
  'refundFailed',
  'retryRefund',
  'closeRefund',
] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];

export const AFTER_SALE_TRANSITIONS: Record<
  AfterSaleState,
  Partial<Record<AfterSaleAction, AfterSaleState>>
> = {
  pending: { agreeRefund: 'refunding', agreeReturn: 'to_return', refuse: 'refused', cancel: 'closed' },
  to_return: { shipBack: 'returning', cancel: 'closed', expireReturn: 'failed' },
  returning: { confirmReceipt: 'refunding', rejectReceipt: 'receipt_rejected' },
  refunding: {
    refundSucceeded: 'refunded',
    returnSucceeded: 'return_refunded',
    partSucceeded: 'partially_refunded',
    refundFailed: 'refund_failed',
  },
  refund_failed: { retryRefund: 'refunding', closeRefund: 'refund_closed' },
  refused: {},
  receipt_rejected: {},
  refund_closed: {},
  refunded: {},
  return_refunded: {},
  partially_refunded: {},
  failed: {},
  closed: {},
};

const MONEY_ACTIONS: readonly AfterSaleAction[] = [
  'partSucceeded',
  'refundFailed',
  'retryRefund',
  'closeRefund',
];
/** Which actions belong to which type: a refund-only request is never returned, a return is never refunded blind. */
const TYPE_ACTIONS: Record<AfterSaleType, readonly AfterSaleAction[]> = {
  refund: ['agreeRefund', 'refuse', 'cancel', 'refundSucceeded', ...MONEY_ACTIONS],
  return: [
    'agreeReturn',
    'refuse',
    'shipBack',
    'expireReturn',
    'confirmReceipt',
    'rejectReceipt',
    'cancel',
    'returnSucceeded',
    ...MONEY_ACTIONS,
  ],
};

/** Where a buyer may ask the money to go back to. */
export const REFUND_DESTINATIONS = ['original', 'balance'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** Where an action leads from a state for a type, or null when the table does not allow it. */
export function nextAfterSaleState(
  type: AfterSaleType,
  from: AfterSaleState,
  action: AfterSaleAction,
): AfterSaleState | null {
  if (!TYPE_ACTIONS[type]?.includes(action)) return null;
  return AFTER_SALE_TRANSITIONS[from]?.[action] ?? null;
}

/** The actions a type may take from a state (what the pages offer; the server checks the table again). */
export function afterSaleActions(type: AfterSaleType, from: AfterSaleState): AfterSaleAction[] {
  return AFTER_SALE_ACTIONS.filter((a) => nextAfterSaleState(type, from, a) !== null);
}

/** States from which some action can still lead on: at most one of these per order at a time. */
export const OPEN_AFTER_SALE_STATES: readonly AfterSaleState[] = AFTER_SALE_STATES.filter(
  (s) => Object.keys(AFTER_SALE_TRANSITIONS[s]).length > 0,
);
export const isOpenAfterSale = (state: AfterSaleState) => OPEN_AFTER_SALE_STATES.includes(state);

/** States in which money went back to the buyer (in full or in part). */
export const SUCCEEDED_AFTER_SALE_STATES: readonly AfterSaleState[] = [
  'refunded',
  'return_refunded',
  'partially_refunded',
];

/** A return agreed but never sent back: the seller may end it as failed this many days after agreeing. */
export const RETURN_SEND_DAYS = 7;

/** States in which the seller said no: after the first, an order takes one more request, no more. */
export const REFUSED_AFTER_SALE_STATES: readonly AfterSaleState[] = ['refused', 'receipt_rejected'];
export const MAX_AFTER_SALE_REFUSALS = 2;

/** Returns are accepted within 30 days of delivery (the Refund and Returns policy, spec 001 §2). */
export const AFTER_SALE_WINDOW_DAYS = 30;
/** At most this many voucher pictures per request. */
export const MAX_VOUCHERS = 6;

/** The fixed list behind /api/afterSale/refundMemoList, in both languages. */
export const REFUND_REASONS = {
  not_as_described: { en: 'Not as described', zh: '与描述不符' },
  damaged: { en: 'Damaged or defective', zh: '商品破损或有缺陷' },
  wrong_item: { en: 'Wrong item sent', zh: '发错商品' },
  no_longer_needed: { en: 'No longer needed', zh: '不想要了' },
  not_received: { en: 'Did not arrive', zh: '未收到货' },
  other: { en: 'Other', zh: '其他' },
  /** Opened by the mall when a connected store cancelled the order it paid for (never the buyer's choice). */
  store_cancelled: { en: 'Cancelled by the store', zh: '店铺已取消订单' },
} as const satisfies Record<string, LocalText>;
export type RefundReason = keyof typeof REFUND_REASONS;
/** The reasons a buyer may choose (the mall's own `store_cancelled` is left out). */
export const REFUND_REASON_CODES = (Object.keys(REFUND_REASONS) as RefundReason[]).filter(
  (code) => code !== 'store_cancelled',
);

/** Messages of after-sale rules that both the apply form and the server check. */
export const afterSaleMessages = {
  afterSaleAmountPositive: { en: 'the refund amount must be above 0', zh: '退款金额必须大于 0' },
  afterSaleAmountCents: {
    en: 'the refund amount has at most 2 decimals',
    zh: '退款金额最多保留 2 位小数',
  },
  afterSaleAmountAbove: {
    en: 'the refund amount cannot exceed {refundable} USD',
    zh: '退款金额不能超过 {refundable} 美元',
  },
  afterSaleReason: { en: 'please choose a refund reason', zh: '请选择退款原因' },
  afterSaleVoucherLimit: {
    en: 'at most {max} voucher pictures',
    zh: '凭证图片最多 {max} 张',
  },
  afterSaleRefuseReason: { en: 'please give the reason', zh: '请填写原因' },
  afterSaleTrackingNo: {
    en: 'the tracking number is 4 to 40 letters, digits or dashes',
    zh: '物流单号为 4 到 40 位字母、数字或短横线',
  },
  afterSaleCarrier: { en: 'please enter the carrier', zh: '请填写物流公司' },
  afterSaleReturnItems: {
    en: 'choose the items you send back and how many of each',
    zh: '请选择要退回的商品及每件的数量',
  },
  afterSaleReturnNum: {
    en: 'the quantity to return is a whole number above 0',
    zh: '退货数量必须是大于 0 的整数',
  },
} as const satisfies Record<string, LocalText>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const id = z.preprocess(blank, RowId);
const pageFields = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
};

/** A refund amount in USD: above 0, whole cents. The ceiling (what is still refundable) is the server's. */
export const RefundAmount = z.preprocess(
  blank,
  z.coerce
    .number({ message: 'afterSaleAmountPositive' })
    .gt(0, { message: 'afterSaleAmountPositive' })
    .max(1e9, { message: 'afterSaleAmountPositive' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'afterSaleAmountCents' }),
);

/** How many of one bought item go back (a return): above 0; at most what was bought is the server's check. */
export const ReturnNum = z.coerce
  .number({ message: 'afterSaleReturnNum' })
  .int({ message: 'afterSaleReturnNum' })
  .min(1, { message: 'afterSaleReturnNum' })
  .max(1_000_000, { message: 'afterSaleReturnNum' });

/** One line of a return: an item of the order and how many of it come back. */
export const ReturnItemInput = z.object({ orderItemId: RowId, num: ReturnNum });
export type ReturnItemInput = z.infer<typeof ReturnItemInput>;

/** What the buyer sends to apply (inside `paramJson`); a return names its items, a refund only names none. */
export const AfterSaleApply = z
  .object({
    orderId: id,
    type: z.enum(AFTER_SALE_TYPES),
    reason: z.enum(REFUND_REASON_CODES as [RefundReason, ...RefundReason[]], { message: 'afterSaleReason' }),
    amount: RefundAmount,
    description: z.preprocess((v) => trimmed(v) ?? '', z.string().max(500, { message: 'tooLong' })),
    vouchers: z
      .array(z.string().trim().min(1).max(500))
      .max(MAX_VOUCHERS, { message: 'afterSaleVoucherLimit' })
      .default([]),
    items: z.array(ReturnItemInput).max(200, { message: 'afterSaleReturnItems' }).default([]),
    /**
     * Where the money goes (issue 33): 'original', back through the payment provider when the order was paid
     * through one (else the balance), or 'balance'.
     */
    refundTo: z.enum(REFUND_DESTINATIONS).default('original'),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'return') return;
    const ids = v.items.map((i) => i.orderItemId);
    if (ids.length === 0 || new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'afterSaleReturnItems' });
  });
export type AfterSaleApply = z.infer<typeof AfterSaleApply>;

/** The client's check of an amount against what is still refundable (the server checks the same again). */
export function amountProblem(amount: number, refundable: number): 'afterSaleAmountAbove' | null {
  return Math.round(amount * 100) > Math.round(refundable * 100) ? 'afterSaleAmountAbove' : null;
}

export const AfterSaleCreateRequest = z.object({
  paramJson: z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, AfterSaleApply),
});

export const AfterSaleIdRequest = z.object({ id });
export const AfterSaleOrderRequest = z.object({ orderId: id });

export const AfterSaleListQuery = z.object({
  ...pageFields,
  state: z.preprocess(blank, z.enum(AFTER_SALE_STATES).optional()),
});
export type AfterSaleListQuery = z.infer<typeof AfterSaleListQuery>;

export const TrackingRequest = z.object({
  id,
  expressCompany: z.preprocess(
    trimmed,
    z
      .string({ message: 'afterSaleCarrier' })
      .min(1, { message: 'afterSaleCarrier' })
      .max(60, { message: 'tooLong' }),
  ),
  trackingNo: z.preprocess(
    trimmed,
    z
      .string({ message: 'afterSaleTrackingNo' })
      .regex(/^[A-Za-z0-9-]{4,40}$/, { message: 'afterSaleTrackingNo' }),
  ),
});

/** Refusing a request or a returned parcel needs a reason the buyer reads. */
export const RefuseRequest = z.object({
  id,
  reason: z.preprocess(
    trimmed,
    z
      .string({ message: 'afterSaleRefuseReason' })
      .min(1, { message: 'afterSaleRefuseReason' })
      .max(500, { message: 'tooLong' }),
  ),
});

/** Agreeing: a return also names the seller's return address (one of its addresses; the default if none). */
export const AgreeRequest = z.object({
  id,
  addressId: z.preprocess(blank, RowId.optional()),
});
export type TrackingRequest = z.infer<typeof TrackingRequest>;
/** What the seller's decisions send: an id, and a reason (refusals) or a return address (agreeing). */
export type DecisionRequest = z.infer<typeof AgreeRequest> & Partial<z.infer<typeof RefuseRequest>>;

/** What after-sale calls answer; nothing else leaves the server. */
export const ReturnAddress = z.object({
  name: z.string(),
  phone: z.string(),
  lines: z.array(z.string()),
  postalCode: z.string(),
});
export type ReturnAddress = z.infer<typeof ReturnAddress>;

export const AfterSaleView = z.object({
  id: z.number(),
  afterSaleNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderTotal: z.number(),
  type: z.enum(AFTER_SALE_TYPES),
  state: z.enum(AFTER_SALE_STATES),
  reason: z.string(),
  reasonText: z.string(),
  description: z.string(),
  amount: z.number(),
  vouchers: z.array(z.string()),
  orderShipped: z.boolean(),
  refuseReason: z.string(),
  returnAddress: ReturnAddress.nullable(),
  expressCompany: z.string(),
  trackingNo: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  shippedBackAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Why the last refund attempt failed (state refund_failed, or a closed failed refund); '' when none did. */
  refundFailure: z.string(),
  /** What was paid back (a short return pays in proportion to what came back); null before it is paid. */
  refundPaid: z.number().nullable(),
  refundTo: z.enum(REFUND_DESTINATIONS),
  /** Where the money went once paid: the balance or the payment provider (with its refund id); null before. */
  refundRoute: z.enum(['balance', 'provider']).nullable(),
  refundRef: z.string(),
});
export type AfterSaleView = z.infer<typeof AfterSaleView>;

/** One move of an after-sale, as the timeline shows it (from null: the request was made). */
export const AfterSaleMove = z.object({
  from: z.enum(AFTER_SALE_STATES).nullable(),
  to: z.enum(AFTER_SALE_STATES),
  action: z.enum([...AFTER_SALE_ACTIONS, 'apply']),
  actor: z.enum(['buyer', 'seller', 'system', 'operator']),
  note: z.string(),
  at: z.string(),
});
export type AfterSaleMove = z.infer<typeof AfterSaleMove>;

/** role: whose view this is; the buyer applies, ships back and cancels, the seller decides. */
export const AfterSaleDetail = AfterSaleView.extend({
  role: z.enum(['buyer', 'seller']),
  buyerName: z.string(),
  sellerName: z.string(),
  refundedTotal: z.number(),
  /** Every move, oldest first. */
  moves: z.array(AfterSaleMove),
  /** What the caller may do now (the table's actions for its role). */
  actions: z.array(z.enum(AFTER_SALE_ACTIONS)),
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      specification: z.string(),
      thumbUrl: z.string(),
      price: z.number(),
      num: z.number(),
      amount: z.number(),
      /** A return's quantity of this item (null: not part of the return, or a refund only). */
      returnNum: z.number().nullable(),
      /** How many the seller received into stock (null: not received yet). */
      receivedNum: z.number().nullable(),
    }),
  ),
});
export type AfterSaleDetail = z.infer<typeof AfterSaleDetail>;
export type AfterSaleItem = AfterSaleDetail['items'][number];

export const AfterSalePage = pageOf(AfterSaleView).extend({ stateCounts: z.record(z.string(), z.number()) });
export type AfterSalePage = z.infer<typeof AfterSalePage>;

/**
 * What the apply dialog needs to know about an order before the buyer fills it in. openId: the open request
 * of the order, if any (the dialog links to it instead); blocked: why no request can be made now (already
 * refunded, refused twice, ...), empty when one can.
 */
export const OrderAfterSaleInfo = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  orderTotal: z.number(),
  refundedTotal: z.number(),
  refundable: z.number(),
  types: z.array(z.enum(AFTER_SALE_TYPES)),
  openId: z.number().nullable(),
  blocked: z.string(),
  /** The order's items, for a return's per-item quantities. */
  items: z.array(
    z.object({
      orderItemId: z.number(),
      title: z.string(),
      specification: z.string(),
      thumbUrl: z.string(),
      price: z.number(),
      num: z.number(),
    }),
  ),
});
export type OrderAfterSaleInfo = z.infer<typeof OrderAfterSaleInfo>;

export const RefundReasonList = z.array(z.object({ code: z.string(), name: z.string() }));
export type RefundReasonItem = z.infer<typeof RefundReasonList>[number];
