import { randomInt } from 'node:crypto';
import {
  formatText,
  ResultCode,
  TOP_UP_METHODS,
  TOP_UP_NO_PREFIX,
  type TopUpCreateRequest,
  type TopUpListQuery,
  type TopUpMethod,
  type TopUpView,
  topUpStatesFor,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentEvent, PaymentGateway } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { topUps } from '../../db/schema/payments';
import { AppError, badRequest, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import type { WalletService } from '../wallet/service';
import { chargeMatches } from './charge-match';
import { topUpText as text } from './texts';

type Row = typeof topUps.$inferSelect;

/** The top-up limits, in USD (TOPUP_MIN_USD, TOPUP_MAX_USD). */
export interface TopUpLimits {
  minimum: number;
  maximum: number;
}

const newTopUpNo = () => `${TOP_UP_NO_PREFIX}${Date.now()}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/** Whether a payment number the provider reports is a top-up's (and not an order payment's). */
export const isTopUpNo = (paymentNo: string) => paymentNo.startsWith(TOP_UP_NO_PREFIX);

/**
 * The methods a gateway takes: the ones it names (a provider adapter may declare `methods`), else the
 * boleto and pix every gateway of the PaymentGateway interface takes.
 */
export function gatewayMethods(gateway: PaymentGateway | null): TopUpMethod[] {
  if (!gateway) return [];
  return TOP_UP_METHODS.filter((m) => gateway.methods.includes(m));
}

export function topUpView(row: Row): TopUpView {
  return {
    id: row.id,
    topUpNo: row.topUpNo,
    amount: toMoney(row.amount),
    currency: 'USD',
    method: row.method,
    state: row.state,
    gateway: row.gateway,
    providerRef: row.gatewayRef,
    // The provider's page is only of use while the top-up waits for its payment.
    payUrl: row.state === 'pending' ? row.payUrl : '',
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * Balance top-ups (issue 33, item 2): a pending row, the provider's page, and the balance credited when the
 * provider's verified event says paid, exactly once: the row moves out of pending (or expired) with one
 * conditional update, and the ledger's unique index on `top_up_id` refuses a second credit.
 */
export class TopUpService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly gateway: PaymentGateway | null,
    private readonly limits: TopUpLimits,
    /** The business's country (its profile): a provider may charge it in its own currency. */
    private readonly buyerCountry: (businessId: number) => Promise<string | null> = async () => null,
  ) {}

  methods(): TopUpMethod[] {
    return gatewayMethods(this.gateway);
  }

  async overview(businessId: number) {
    return {
      balance: await this.wallet.balance(businessId),
      minimum: this.limits.minimum,
      maximum: this.limits.maximum,
      methods: this.methods(),
      currency: 'USD' as const,
    };
  }

  /** A pending top-up and the provider's page to pay it on. */
  async create(businessId: number, accountId: number, input: TopUpCreateRequest): Promise<TopUpView> {
    const gateway = this.gateway;
    if (!gateway) throw badRequest('topUpUnavailable');
    if (!this.methods().includes(input.method)) throw badRequest('topUpMethodUnavailable');
    const amount = new Decimal(input.amount);
    if (amount.lessThan(this.limits.minimum))
      throw badRequest('topUpBelowMinimum', { minimum: new Decimal(this.limits.minimum).toFixed(2) });
    if (amount.greaterThan(this.limits.maximum))
      throw badRequest('topUpAboveMaximum', { maximum: new Decimal(this.limits.maximum).toFixed(2) });
    // What the provider will charge, recorded before the link is asked for: its event must say the same.
    const charge = gateway.quote(amount.toFixed(2), input.method, await this.buyerCountry(businessId));
    const [row] = await this.db
      .insert(topUps)
      .values({
        topUpNo: newTopUpNo(),
        businessId,
        accountId,
        amount: amount.toFixed(4),
        method: input.method,
        gateway: gateway.name,
        currency: charge.currency,
        chargeAmount: charge.amount,
        rate: charge.rate,
      })
      .returning();
    if (!row) throw new Error('top-up insert returned nothing');
    let checkout: { ref: string; url: string };
    try {
      checkout = await gateway.createCheckout({
        paymentNo: row.topUpNo,
        amountUsd: amount.toFixed(2),
        method: input.method,
        charge,
      });
    } catch {
      // Nothing to pay: the top-up is closed at once rather than left pending without a page.
      await this.db
        .update(topUps)
        .set({ state: 'failed', closedAt: new Date() })
        .where(and(eq(topUps.id, row.id), eq(topUps.state, 'pending')));
      throw new AppError(502, ResultCode.internal, text.providerFailed);
    }
    const [stored] = await this.db
      .update(topUps)
      .set({ gatewayRef: checkout.ref, payUrl: checkout.url })
      .where(eq(topUps.id, row.id))
      .returning();
    return topUpView(stored ?? row);
  }

  async list(businessId: number, query: TopUpListQuery) {
    const where = and(
      eq(topUps.businessId, businessId),
      query.state ? eq(topUps.state, query.state) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(topUps)
        .where(where)
        .orderBy(desc(topUps.createdAt), desc(topUps.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      this.db.select({ n: count() }).from(topUps).where(where),
    ]);
    return {
      records: rows.map(topUpView),
      total: Number(total?.n ?? 0),
      current: query.current,
      size: query.size,
    };
  }

  /** One top-up of the business with the ledger line that credited it; another business's is 404. */
  async receipt(businessId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(topUps)
      .where(and(eq(topUps.id, id), eq(topUps.businessId, businessId)));
    if (!row) throw notFound('topUpNotFound');
    const names = await businessNames(this.db, [businessId]);
    return {
      ...topUpView(row),
      businessName: names.get(businessId) ?? '',
      ledger: row.state === 'paid' ? await this.wallet.topUpLine(row.id) : null,
    };
  }

  /** What the sandbox's hosted page shows of a top-up (null: no such top-up through this gateway). */
  async checkoutView(topUpNo: string, gatewayName: string) {
    const [row] = await this.db.select().from(topUps).where(eq(topUps.topUpNo, topUpNo));
    if (!row || row.gateway !== gatewayName) return null;
    return {
      amountUsd: new Decimal(row.amount),
      method: row.method,
      status: row.state,
    };
  }

  /**
   * The provider's verified event for a top-up, inside the webhook's transaction (which already recorded the
   * event id, so a replay never reaches here). paid: the row moves to paid and the balance is credited with a
   * `top_up` line carrying the provider's reference; failed: the row moves to failed and the balance is not
   * touched. A row no longer in a state the event may move changes nothing.
   */
  async settle(tx: Tx, event: PaymentEvent, gatewayName: string): Promise<{ handled: boolean }> {
    // A top-up moves on a payment's success or failure only (a dispute of one is the payments service's).
    if (event.status !== 'paid' && event.status !== 'failed') return { handled: false };
    // Money moves only when the provider took what was asked, in the currency asked.
    const [asked] = await tx.select().from(topUps).where(eq(topUps.topUpNo, event.paymentNo));
    if (!asked || !chargeMatches(asked, event)) return { handled: false };
    const now = new Date();
    const [row] = await tx
      .update(topUps)
      .set(
        event.status === 'paid'
          ? {
              state: 'paid',
              paidAt: now,
              closedAt: null,
              eventId: event.eventId,
              // The provider's payment (a Payment Intent): a dispute of the top-up names it.
              providerPaymentRef: event.providerPaymentRef ?? '',
            }
          : { state: 'failed', closedAt: now, eventId: event.eventId },
      )
      .where(
        and(
          eq(topUps.topUpNo, event.paymentNo),
          eq(topUps.gateway, gatewayName),
          inArray(topUps.state, topUpStatesFor(event.status)),
        ),
      )
      .returning();
    if (!row) return { handled: false };
    if (event.status === 'paid') {
      await this.wallet.credit(tx, row.businessId, {
        kind: 'top_up',
        amount: new Decimal(row.amount),
        reason: formatText(text.ledgerReason.en, { topUpNo: row.topUpNo, ref: row.gatewayRef }),
        topUpId: row.id,
        reference: row.gatewayRef,
      });
    }
    return { handled: true };
  }

  /** Top-ups pending since before `before` are closed as expired (the provider's page has lapsed). */
  async expireOverdue(before: Date): Promise<number> {
    const moved = await this.db
      .update(topUps)
      .set({ state: 'expired', closedAt: new Date() })
      // A literal: the partial index of pending top-ups serves it.
      .where(and(eq(topUps.state, 'pending').inlineParams(), lt(topUps.createdAt, before)))
      .returning({ id: topUps.id });
    return moved.length;
  }
}
