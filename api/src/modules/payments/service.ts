import { randomInt } from 'node:crypto';
import {
  formatText,
  type Language,
  type PayMethods,
  type PayPayload,
  PayType,
  ResultCode,
} from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GatewayMethod, PaymentEvent, PaymentGateway } from '../../adapters/payments/gateway';
import type { Db, Tx } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { payments, webhookEvents } from '../../db/schema/payments';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Notify } from '../notices';
import type { OrderEvents } from '../order-events';
import { notifyPaid } from '../orders/notices';
import { buyerOrdersByIds, type OrderRecord, orderNumbers, ordersByIds } from '../orders/reads';
import { movePaid } from '../orders/status';
import type { WalletService } from '../wallet/service';
import { chargeMatches } from './charge-match';
import { closeDispute, openDispute } from './disputes';
import { payText as text } from './texts';
import {
  closeTopUpDispute,
  type DisputeOutcome,
  openTopUpDispute,
  topUpByRef,
  unmatchedDispute,
} from './topup-disputes';
import { isTopUpNo, type TopUpService } from './topups';

type Pay = z.infer<typeof PayPayload>;

export type PayResult =
  | { status: 'paid'; paymentNo: string; alreadyPaid: boolean; payUrl: '' }
  | { status: 'pending'; paymentNo: string; alreadyPaid: false; payUrl: string };

const newPaymentNo = () => `PAY${Date.now()}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
/** A payment made at once (the balance), in the payer's transaction; built once: every balance payment writes one. */
const insertPaidPaymentOnce = builtOnce<{ id: number }[]>((tx) =>
  tx
    .insert(payments)
    .values({
      paymentNo: sql.placeholder('paymentNo'),
      businessId: sql.placeholder('businessId'),
      payType: sql.placeholder('payType'),
      amount: sql.placeholder('amount'),
      status: 'paid',
      orderIds: sql.placeholder('orderIds'),
      orderKey: sql.placeholder('orderKey'),
      paidAt: sql.placeholder('paidAt'),
    })
    .returning({ id: payments.id }),
);
const insertPaidPayment = (
  tx: Tx,
  // Every field given: a placeholder's value goes through its column's encoder even when null.
  row: {
    paymentNo: string;
    businessId: number;
    payType: number;
    amount: string;
    orderIds: number[];
    orderKey: string;
    paidAt: Date;
  },
) => insertPaidPaymentOnce(tx, row);
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const gatewayMethod = (payType: number): GatewayMethod =>
  payType === PayType.pix ? 'pix' : payType === PayType.card ? 'card' : 'boleto';

/**
 * Paying orders (spec 000 §4): a zero total at once, the wallet balance in one transaction, boleto and
 * pix through the gateway and its webhook. Paying an order twice charges once: every path moves the orders
 * from unpaid to paid with one conditional update, and only the request that moved them pays.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    /** Who takes boleto and pix; null when the site takes balance payments only (PAYMENT_GATEWAY=none). */
    private readonly gateway: PaymentGateway | null,
    private readonly notify?: Notify,
    private readonly events?: OrderEvents,
    /** Where the provider's events and hosted page of a top-up (payment number TOP…) go. */
    private readonly topUps?: TopUpService,
    /** The buyer's country (its profile), for the currency a provider charges it in. */
    private readonly buyerCountry: (businessId: number) => Promise<string | null> = async () => null,
    /** Tells the platform's operators what they must act on (a dispute), after the transaction commits. */
    private readonly alertOperators?: (alert: { subject: string; body: string }) => Promise<void>,
  ) {}

  private requireGateway(method?: GatewayMethod): PaymentGateway {
    if (!this.gateway || (method && !this.gateway.methods.includes(method)))
      throw badRequest(text.methodUnavailable);
    return this.gateway;
  }

  /** What the pay dialog offers this buyer, and what each gateway method charges it in. */
  async methodsFor(businessId: number): Promise<PayMethods> {
    const gateway = this.gateway;
    if (!gateway) return { methods: ['balance'] };
    const country = await this.buyerCountry(businessId);
    const charges: NonNullable<PayMethods['charges']> = {};
    for (const method of gateway.methods) {
      const { currency, rate } = gateway.quote('1.00', method, country);
      charges[method] = { currency, rate: rate === null ? null : Number(rate) };
    }
    return { methods: ['balance', ...gateway.methods], charges };
  }

  private async payableOrders(businessId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await buyerOrdersByIds(this.db, unique, businessId);
    if (rows.length !== unique.length) throw notFound(text.orderMissing);
    return rows;
  }

  async pay(businessId: number, input: Pay, lang: Language): Promise<PayResult> {
    const rows = await this.payableOrders(businessId, input.payParamsReq.orderIds);
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    if (rows.every((r) => r.status !== 'unpaid' && r.paymentId !== null))
      return this.alreadyPaid(rows[0]?.paymentId ?? null);
    if (rows.some((r) => r.status !== 'unpaid')) throw conflict(text.notPayable);
    const due = cents(rows.reduce((sum, r) => sum.plus(r.total), new Decimal(0)));
    const given = cents(new Decimal(input.payMoney));
    if (!due.equals(given))
      throw conflict(text.amountMismatch, { expected: due.toFixed(2), given: given.toFixed(2) });

    if (input.payType === PayType.zero || input.payType === PayType.balance) {
      if (input.payType === PayType.zero && !due.isZero()) throw badRequest(text.notZero);
      const paid = await this.payNow(businessId, ids, rows, due, input.payType, lang);
      return paid ?? this.alreadyPaid(null);
    }
    return this.startGatewayPayment(businessId, ids, due, input.payType);
  }

  private async alreadyPaid(paymentId: number | null): Promise<PayResult> {
    const [payment] = paymentId
      ? await this.db.select().from(payments).where(eq(payments.id, paymentId))
      : [];
    return { status: 'paid', paymentNo: payment?.paymentNo ?? '', alreadyPaid: true, payUrl: '' };
  }

  /** Balance or zero: the orders move to paid and the wallet is debited in the same transaction. */
  private async payNow(
    businessId: number,
    ids: number[],
    rows: OrderRecord[],
    due: Decimal,
    payType: number,
    lang: Language,
  ): Promise<PayResult | null> {
    return this.db
      .transaction(async (tx) => {
        const paymentNo = newPaymentNo();
        const [payment] = await insertPaidPayment(tx, {
          paymentNo,
          businessId,
          payType,
          amount: due.toFixed(4),
          orderIds: ids,
          orderKey: ids.join(','),
          paidAt: new Date(),
        });
        if (!payment) throw new Error('payment insert returned nothing');
        const moved = await movePaid(
          tx,
          ids,
          { paidAt: new Date(), payType, paymentId: payment.id },
          businessId,
        );
        if (moved.length !== ids.length) {
          // Another request paid (or cancelled) them first: roll back, charge nothing.
          throw new AlreadyHandled();
        }
        if (payType === PayType.balance && due.greaterThan(0)) {
          const reason = formatText(text.paymentReason[lang], {
            orders: rows.map((r) => r.orderNo).join(', '),
          });
          const after = await this.wallet.debit(tx, businessId, {
            kind: 'order_payment',
            amount: due,
            reason,
            orderId: ids[0],
            paymentId: payment.id,
          });
          if (!after) {
            const balance = await this.wallet.balance(businessId, tx);
            throw conflict(text.insufficient, { balance: balance.toFixed(2), amount: due.toFixed(2) });
          }
        }
        await notifyPaid(tx, this.notify, moved);
        await this.events?.paid(tx, { orders: moved, buyerBusinessId: businessId });
        return { status: 'paid' as const, paymentNo, alreadyPaid: false, payUrl: '' as const };
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyHandled) return this.settledOutcome(ids);
        throw error;
      });
  }

  /** After losing a race: if the orders are paid now, the caller's wish is fulfilled; otherwise say why not. */
  private async settledOutcome(ids: number[]): Promise<PayResult | null> {
    const rows = await ordersByIds(this.db, ids);
    if (rows.every((r) => r.status !== 'unpaid' && r.status !== 'cancelled'))
      return this.alreadyPaid(rows[0]?.paymentId ?? null);
    throw conflict(text.notPayable);
  }

  /**
   * Boleto and pix: one pending payment per order set and method, however often the buyer clicks. The row is
   * written first and its link asked of the provider after; a row left without a link (the provider failed,
   * the process died in between) gets it on the next try, so a payment is never stuck without one.
   */
  private async startGatewayPayment(
    businessId: number,
    ids: number[],
    due: Decimal,
    payType: number,
  ): Promise<PayResult> {
    const method = gatewayMethod(payType);
    const gateway = this.requireGateway(method);
    const orderKey = ids.join(',');
    const pending = async () => {
      const [row] = await this.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderKey, orderKey),
            eq(payments.payType, payType),
            // A literal: a prepared statement's generic plan can then use the partial index of pending ones.
            eq(payments.status, 'pending').inlineParams(),
          ),
        );
      return row;
    };
    let row = await pending();
    if (!row) {
      const charge = gateway.quote(due.toFixed(2), method, await this.buyerCountry(businessId));
      await this.db
        .insert(payments)
        .values({
          paymentNo: newPaymentNo(),
          businessId,
          payType,
          amount: due.toFixed(4),
          orderIds: ids,
          orderKey,
          gateway: gateway.name,
          currency: charge.currency,
          chargeAmount: charge.amount,
          rate: charge.rate,
        })
        .onConflictDoNothing();
      row = await pending();
      if (!row) throw conflict(text.notPayable);
    }
    const payUrl = row.payUrl || (await this.attachLink(gateway, row, method));
    return { status: 'pending', paymentNo: row.paymentNo, alreadyPaid: false, payUrl };
  }

  /** Asks the provider for the payment's page; the first link stored wins a race between two tries. */
  private async attachLink(gateway: PaymentGateway, row: Payment, method: GatewayMethod) {
    const { paymentNo } = row;
    const amountUsd = new Decimal(row.amount).toFixed(2);
    let checkout: { ref: string; url: string };
    try {
      checkout = await gateway.createCheckout({
        paymentNo,
        amountUsd,
        method,
        // The charge recorded on the payment when it was written (rows before issue 33: USD).
        charge: {
          currency: row.currency === 'BRL' ? 'BRL' : 'USD',
          amount: row.chargeAmount ?? amountUsd,
          rate: row.rate,
        },
      });
    } catch {
      throw new AppError(502, ResultCode.internal, text.providerFailed);
    }
    const [stored] = await this.db
      .update(payments)
      .set({ gatewayRef: checkout.ref, payUrl: checkout.url })
      .where(and(eq(payments.paymentNo, paymentNo), eq(payments.payUrl, '')))
      .returning({ payUrl: payments.payUrl });
    if (stored) return stored.payUrl;
    const [current] = await this.db
      .select({ payUrl: payments.payUrl })
      .from(payments)
      .where(eq(payments.paymentNo, paymentNo));
    return current?.payUrl ?? checkout.url;
  }

  /** What the hosted payment page shows. */
  async checkoutView(paymentNo: string) {
    if (isTopUpNo(paymentNo)) {
      const topUp = await this.topUps?.checkoutView(paymentNo, this.requireGateway().name);
      if (!topUp) throw notFound(text.paymentMissing);
      return { paymentNo, ...topUp, orderNos: [] as string[], topUp: true };
    }
    const [payment] = await this.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    if (!payment || payment.gateway !== this.requireGateway().name) throw notFound(text.paymentMissing);
    const numbers = await orderNumbers(this.db, payment.orderIds);
    return {
      paymentNo,
      amountUsd: new Decimal(payment.amount),
      method: gatewayMethod(payment.payType),
      status: payment.status,
      orderNos: [...numbers.values()],
      topUp: false,
    };
  }

  /**
   * A webhook delivery: refused unless signed; a repeated event changes nothing; a payment moves from
   * pending once. Orders closed meanwhile (the payment timeout) get their money back on the balance.
   * Money moves only when the event's amount and currency are what the payment asked for. A success after a
   * failure (a late async payment after the session expired) still counts: the provider holds the money.
   */
  async handleWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ handled: boolean }> {
    const gateway = this.requireGateway();
    if (!gateway.verify(rawBody, headers)) throw new AppError(401, ResultCode.forbidden, text.badSignature);
    let event: ReturnType<PaymentGateway['parse']>;
    try {
      event = gateway.parse(rawBody);
    } catch {
      throw badRequest(text.badEvent);
    }
    if (event.status === 'ignored') return { handled: false };
    if (event.status === 'disputed' || event.status === 'dispute_closed') {
      const opened: DisputeOutcome = await this.db.transaction(async (tx) =>
        !(await this.freshEvent(tx, gateway.name, event.eventId, rawBody))
          ? { handled: false }
          : this.dispute(tx, gateway.name, event),
      );
      if (opened.alert) await this.alertOperators?.(opened.alert);
      return { handled: opened.handled };
    }
    return this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ provider: gateway.name, eventId: event.eventId, payload: JSON.parse(rawBody) })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (fresh.length === 0) return { handled: false };
      // A top-up's events (its own number prefix) move the top-up, never orders.
      if (isTopUpNo(event.paymentNo))
        return (await this.topUps?.settle(tx, event, gateway.name)) ?? { handled: false };
      const [asked] = await tx.select().from(payments).where(eq(payments.paymentNo, event.paymentNo));
      if (!asked || !chargeMatches(asked, event)) return { handled: false };
      const [payment] = await tx
        .update(payments)
        .set(
          event.status === 'paid'
            ? { status: 'paid', paidAt: new Date(), providerPaymentRef: event.providerPaymentRef ?? '' }
            : { status: 'failed', failedAt: new Date() },
        )
        .where(
          and(
            eq(payments.paymentNo, event.paymentNo),
            event.status === 'paid'
              ? inArray(payments.status, ['pending', 'failed'])
              : eq(payments.status, 'pending'),
          ),
        )
        .returning();
      if (!payment) return { handled: false };
      if (event.status === 'paid') await this.settleOrders(tx, payment);
      return { handled: true };
    });
  }

  /**
   * A dispute event goes to what it names: an order payment (its orders' refunds frozen), else a balance
   * top-up (the business's withdrawals held), else nothing of ours, which the operators are still told of.
   */
  private async dispute(tx: Tx, provider: string, event: PaymentEvent): Promise<DisputeOutcome> {
    const ref = event.providerPaymentRef ?? '';
    const [payment] = ref
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.gateway, provider), eq(payments.providerPaymentRef, ref)))
      : [];
    if (payment)
      return event.status === 'disputed'
        ? openDispute(tx, provider, event, this.notify)
        : closeDispute(tx, provider, event, this.wallet, this.notify);
    const topUp = await topUpByRef(tx, provider, ref);
    if (topUp)
      return event.status === 'disputed'
        ? openTopUpDispute(tx, provider, event, topUp, this.notify)
        : closeTopUpDispute(tx, provider, event, topUp, this.wallet, this.notify);
    return unmatchedDispute(provider, event);
  }

  /** Keeps a delivery's event id once: false when it was seen before (a replay changes nothing). */
  private async freshEvent(tx: Tx, provider: string, eventId: string, rawBody: string): Promise<boolean> {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ provider, eventId, payload: JSON.parse(rawBody) })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    return fresh.length > 0;
  }

  private async settleOrders(tx: Tx, payment: typeof payments.$inferSelect) {
    const moved = await movePaid(
      tx,
      payment.orderIds,
      { paidAt: new Date(), payType: payment.payType, paymentId: payment.id },
      payment.businessId,
    );
    await notifyPaid(tx, this.notify, moved);
    await this.events?.paid(tx, { orders: moved, buyerBusinessId: payment.businessId });
    const missed = payment.orderIds.filter((id) => !moved.some((o) => o.id === id));
    if (missed.length === 0) return;
    const closed = await ordersByIds(tx, missed);
    for (const order of closed) {
      await this.wallet.credit(tx, payment.businessId, {
        kind: 'order_refund',
        amount: new Decimal(order.total),
        reason: formatText(text.refundReason.en, { paymentNo: payment.paymentNo, orderNo: order.orderNo }),
        orderId: order.id,
        paymentId: payment.id,
      });
    }
  }
}

type Payment = typeof payments.$inferSelect;

/** Thrown inside a payment transaction to roll it back when another request got there first. */
class AlreadyHandled extends Error {}
