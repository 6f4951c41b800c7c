import { z } from 'zod';
import { OptionalRowId } from './ids';

/**
 * The CRM dashboard (/CRM/dashboard, issue 16 item 8): where the business's store orders stand, what its
 * stores sold and what their fulfilment cost, per store. Days are the business's own days.
 */

/**
 * Where a store order stands in the loop. awaitingCustomer: the store's customer has not paid it yet;
 * awaitingBinding: a line has no mall variant yet; awaitingPayment: every line matched, the fulfilment not
 * paid; inFulfilment: paid, the mall orders on their way; fulfilled: the store has its tracking; cancelled:
 * cancelled in the store.
 */
export const CRM_STAGES = [
  'awaitingCustomer',
  'awaitingBinding',
  'awaitingPayment',
  'inFulfilment',
  'fulfilled',
  'cancelled',
] as const;
export type CrmStage = (typeof CRM_STAGES)[number];

/** The periods the dashboard sums: today, the last 7 days and the last 30 days, today included. */
export const CRM_PERIODS = [
  { key: 'today', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
] as const;
export type CrmPeriodKey = (typeof CRM_PERIODS)[number]['key'];

export const CrmDashboardQuery = z.object({ storeId: OptionalRowId });
export type CrmDashboardQuery = z.infer<typeof CrmDashboardQuery>;

const StageCounts = z.object(
  Object.fromEntries(CRM_STAGES.map((s) => [s, z.number().int()])) as Record<CrmStage, z.ZodNumber>,
);

/** What customers paid the stores, in each currency the orders came in (never converted). */
const SalesByCurrency = z.array(z.object({ currency: z.string(), amount: z.number() }));

export const CrmPeriodFigures = z.object({
  key: z.enum(['today', 'week', 'month']),
  /** Store orders placed in the period, cancelled ones not counted. */
  orders: z.number().int(),
  sales: SalesByCurrency,
  /** Mall orders paid in the period to fulfil store orders, and what they cost (the mall's currency). */
  paidOrders: z.number().int(),
  fulfilmentPaid: z.number(),
});
export type CrmPeriodFigures = z.infer<typeof CrmPeriodFigures>;

export const CrmStoreFigures = z.object({
  storeId: z.number(),
  storeName: z.string(),
  platform: z.string(),
  state: z.string(),
  stages: StageCounts,
  /** Store orders of the last 30 days, cancelled ones not counted. */
  monthOrders: z.number().int(),
});
export type CrmStoreFigures = z.infer<typeof CrmStoreFigures>;

/**
 * What needs the business's attention (issue 34 item 6), one entry per kind; the dashboard's "Needs attention"
 * panel lists them, each opening its filtered page (web crm-dashboard/attentionKinds.ts). A new kind is one
 * entry here, one counter in the api (stores/alerts.ts) and one link in the web.
 *   lowBalance     an automatic-payment low-balance episode is open; count: the orders held for the balance
 *   ordersWaiting  store orders waiting on the business more than a day (STORE_ORDER_WAIT_HOURS)
 *   syncFailed     products whose last stock and price push to an active store failed (per store)
 *   priceHeld      store prices held for approval: a mall price rise beyond the store's threshold
 */
export const CRM_ATTENTION_KINDS = ['lowBalance', 'ordersWaiting', 'syncFailed', 'priceHeld'] as const;
export type CrmAttentionKind = (typeof CRM_ATTENTION_KINDS)[number];

export const CrmAttention = z.object({ kind: z.enum(CRM_ATTENTION_KINDS), count: z.number().int() });
export type CrmAttention = z.infer<typeof CrmAttention>;

/** A store order waits "more than a day" after this many hours since it was placed. */
export const STORE_ORDER_WAIT_HOURS = 24;

export const CrmDashboard = z.object({
  timeZone: z.string(),
  today: z.string(),
  stages: StageCounts,
  periods: z.array(CrmPeriodFigures),
  /** Store orders per day of the last 30 days (oldest first, every day present). */
  daily: z.array(z.object({ day: z.string(), orders: z.number().int() })),
  stores: z.array(CrmStoreFigures),
  /** Only the kinds that need attention now (empty: nothing does); of the chosen store where it applies. */
  attention: z.array(CrmAttention),
});
export type CrmDashboard = z.infer<typeof CrmDashboard>;
