import { z } from 'zod';
import { RowId } from './ids';
import { pageOf } from './page';

/**
 * Balance top-ups (issue 33, item 2): a business pays an amount through the payment provider's page and its
 * balance grows when the provider confirms it. The moves are a table, checked in one place on the server.
 */
export const TOP_UP_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type TopUpState = (typeof TOP_UP_STATES)[number];

/** How a top-up may be paid; the server offers those its payment gateway takes (card only with one that does). */
export const TOP_UP_METHODS = ['pix', 'boleto', 'card'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

export type TopUpEvent = 'paid' | 'failed' | 'expire';

/**
 * pending -> paid | failed | expired. A confirmation the provider sends after our own expiry still credits
 * (the money did arrive): expired -> paid. Nothing leaves paid or failed.
 */
export const TOP_UP_TRANSITIONS: Record<TopUpState, Partial<Record<TopUpEvent, TopUpState>>> = {
  pending: { paid: 'paid', failed: 'failed', expire: 'expired' },
  expired: { paid: 'paid' },
  paid: {},
  // The provider's success after its own failure or expiry: it holds the money, so it is credited (as an order's
  // payment is, issue 33 probe); a failure never follows a success.
  failed: { paid: 'paid' },
};

/** The states a top-up may be in for an event to move it. */
export function topUpStatesFor(event: TopUpEvent): TopUpState[] {
  return TOP_UP_STATES.filter((s) => TOP_UP_TRANSITIONS[s][event] !== undefined);
}

/** The prefix of a top-up's payment number: the provider's events for it are routed to the top-up. */
export const TOP_UP_NO_PREFIX = 'TOP';

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** '50' or 50.5: above 0, at most 2 decimals (the configured minimum and maximum are the server's to check). */
export const TopUpAmount = z.preprocess(
  trimmed,
  z
    .string({ message: 'topUpAmountFormat' })
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'topUpAmountFormat' })
    .refine((s) => Number(s) > 0, { message: 'topUpAmountFormat' }),
);

/** POST /cash/topup/create. */
export const TopUpCreateRequest = z.object({
  amount: TopUpAmount,
  method: z.preprocess(blank, z.enum(TOP_UP_METHODS, { message: 'topUpMethodInvalid' })),
});
export type TopUpCreateRequest = z.infer<typeof TopUpCreateRequest>;

/** POST /cash/topup/list: the caller's top-ups, newest first, optionally in one state. */
export const TopUpListQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
  state: z.preprocess(blank, z.enum(TOP_UP_STATES).optional()),
});
export type TopUpListQuery = z.infer<typeof TopUpListQuery>;

/** POST /cash/topup/detail: one top-up of the caller (its receipt). */
export const TopUpIdRequest = z.object({ id: z.preprocess(blank, RowId) });

/** A top-up as its business sees it; `payUrl` is the provider's page while it is pending. */
export const TopUpView = z.object({
  id: z.number(),
  topUpNo: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  method: z.enum(TOP_UP_METHODS),
  state: z.enum(TOP_UP_STATES),
  gateway: z.string(),
  /** The provider's reference of the payment (its checkout / charge id). */
  providerRef: z.string(),
  payUrl: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TopUpView = z.infer<typeof TopUpView>;

export const TopUpPage = pageOf(TopUpView);

/** A paid top-up's receipt: the top-up and the ledger line that credited it. */
export const TopUpReceipt = TopUpView.extend({
  businessName: z.string(),
  ledger: z
    .object({ id: z.number(), amount: z.number(), balanceAfter: z.number(), time: z.string() })
    .nullable(),
});
export type TopUpReceipt = z.infer<typeof TopUpReceipt>;

/** GET /cash/topup/overview: what the page needs before a top-up. */
export const TopUpOverview = z.object({
  balance: z.number(),
  minimum: z.number(),
  maximum: z.number(),
  methods: z.array(z.enum(TOP_UP_METHODS)),
  currency: z.literal('USD'),
});
export type TopUpOverview = z.infer<typeof TopUpOverview>;
