import Decimal from 'decimal.js';
import Stripe from 'stripe';
import {
  type ChargeQuote,
  type CheckoutRequest,
  type GatewayMethod,
  type ListingGateway,
  type PaymentEvent,
  type PaymentGateway,
  type ProviderRecord,
  type RefundRequest,
  type RefundResult,
  usdQuote,
} from './gateway';

/** The Stripe API version this adapter is written and tested against: the one place it is named. */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Seconds a signed delivery stays acceptable after its timestamp (the library's default, named here). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  /** whsec_…: without it no delivery verifies (config.ts requires it in production). */
  webhookSecret: string | undefined;
  /** Brazilian reais per US dollar, recorded on each payment charged in BRL. */
  brlPerUsd: number;
  /** Where the buyer lands after the hosted page (PUBLIC_URL). */
  publicUrl: string;
  /** Another API base (the tests' local fake of Stripe): http://127.0.0.1:PORT. */
  apiBase?: string;
}

/** Whether a business's country (free text in its profile, or an ISO code) is Brazil. */
export const isBrazil = (country: string | null) =>
  /^\s*(br|bra|brazil|brasil|巴西)\s*$/i.test(country ?? '');

/**
 * Stripe Checkout Sessions for card, pix and boleto. Pix and boleto exist only in reais, so they are always
 * charged in BRL; a card is charged in BRL for a Brazilian buyer and in USD otherwise. The BRL amount is the
 * USD amount at the configured rate, rounded to the centavo, and the rate is recorded on the payment.
 */
export class StripeGateway implements PaymentGateway, ListingGateway {
  readonly name = 'stripe';
  readonly methods = ['card', 'pix', 'boleto'] as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    const api = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  quote(amountUsd: string, method: GatewayMethod, buyerCountry: string | null): ChargeQuote {
    if (method === 'card' && !isBrazil(buyerCountry)) return usdQuote(amountUsd);
    const rate = new Decimal(this.options.brlPerUsd);
    const amount = new Decimal(amountUsd).times(rate).toFixed(2, Decimal.ROUND_HALF_UP);
    return { currency: 'BRL', amount, rate: rate.toString() };
  }

  async createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }> {
    const { charge } = request;
    const base = this.options.publicUrl;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        allowed_payment_method_types: [request.method],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: charge.currency.toLowerCase(),
              unit_amount: minorUnits(charge.amount),
              product_data: { name: `Dropmall ${request.paymentNo}` },
            },
          },
        ],
        client_reference_id: request.paymentNo,
        metadata: { paymentNo: request.paymentNo, amountUsd: request.amountUsd, rate: charge.rate ?? '' },
        payment_intent_data: { metadata: { paymentNo: request.paymentNo } },
        success_url: `${base}/paySuccess`,
        cancel_url: `${base}/payError`,
      },
      // The same payment asks for its page once at Stripe, however often the buyer (or a retry) asks here.
      { idempotencyKey: `dropmall-checkout-${request.paymentNo}` },
    );
    if (!session.url) throw new Error(`Stripe answered a session without a url (${session.id})`);
    return { ref: session.id, url: session.url };
  }

  /**
   * Checkout Sessions and refunds created since `since`, every page read (the library's auto-pagination
   * follows `has_more` with `starting_after`). A refund names our payment by its metadata, or through the
   * Payment Intent of a session listed here.
   */
  async listRecords(since: Date): Promise<ProviderRecord[]> {
    const created = { gte: Math.floor(since.getTime() / 1000) };
    const records: ProviderRecord[] = [];
    const byIntent = new Map<string, string>();
    for await (const session of this.stripe.checkout.sessions.list({ created, limit: 100 })) {
      const record = sessionRecord(session);
      records.push(record);
      const intent = idOf(session.payment_intent);
      if (intent && record.paymentNo) byIntent.set(intent, record.paymentNo);
    }
    for await (const refund of this.stripe.refunds.list({ created, limit: 100 })) {
      const intent = idOf(refund.payment_intent);
      records.push({
        kind: 'refund',
        ref: refund.id,
        paymentNo: refund.metadata?.paymentNo ?? (intent ? (byIntent.get(intent) ?? '') : ''),
        status: refund.status ?? 'pending',
        amount: majorUnits(refund.amount),
        currency: refund.currency.toUpperCase(),
        createdAt: new Date(refund.created * 1000),
      });
    }
    return records;
  }

  /**
   * A refund of the Payment Intent behind the Checkout Session, in the currency charged, with the caller's
   * idempotency key (one per attempt). Stripe's refusal (an error, or a refund that failed or was canceled)
   * is answered as 'failed' with Stripe's words.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(request.paymentRef);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) return { status: 'failed', ref: '', reason: 'Stripe holds no payment for this session' };
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: intent,
          amount: minorUnits(request.amount),
          metadata: { paymentNo: request.paymentNo },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { status: 'failed', ref: refund.id, reason: refund.failure_reason ?? refund.status };
      return { status: refund.status === 'succeeded' ? 'succeeded' : 'pending', ref: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        return { status: 'failed', ref: '', reason: error.message.slice(0, 300) };
      throw error;
    }
  }

  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    const signature = headers[STRIPE_SIGNATURE_HEADER];
    if (!this.options.webhookSecret || typeof signature !== 'string') return false;
    try {
      this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
      return true;
    } catch {
      return false;
    }
  }

  parse(rawBody: string): PaymentEvent {
    const event = JSON.parse(rawBody) as Stripe.Event;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string')
      throw new SyntaxError('not an event');
    if (event.type === 'charge.dispute.created') return disputeOf(event.id, event.data.object);
    if (event.type === 'charge.dispute.closed') return closedDisputeOf(event.id, event.data.object);
    const status = statusOf(event);
    const session = event.data?.object as Partial<Stripe.Checkout.Session> | undefined;
    const paymentNo = session?.client_reference_id ?? session?.metadata?.paymentNo ?? '';
    if (status === 'ignored' || !paymentNo)
      return { eventId: event.id, paymentNo, status: 'ignored', amount: '', currency: '' };
    if (typeof session?.amount_total !== 'number' || typeof session.currency !== 'string')
      throw new SyntaxError('a checkout session without its amount');
    return {
      eventId: event.id,
      paymentNo,
      status,
      amount: new Decimal(session.amount_total).dividedBy(100).toFixed(2),
      currency: session.currency.toUpperCase(),
      providerPaymentRef: idOf(session.payment_intent),
      pageRef: typeof session.id === 'string' ? session.id : undefined,
    };
  }
}

/** A Checkout Session as reconciliation sees it: paid, unpaid or expired, at its total. */
function sessionRecord(session: Stripe.Checkout.Session): ProviderRecord {
  const status =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? 'paid'
      : session.status === 'expired'
        ? 'expired'
        : 'unpaid';
  return {
    kind: 'payment',
    ref: session.id,
    paymentNo: session.client_reference_id ?? session.metadata?.paymentNo ?? '',
    status,
    amount: majorUnits(session.amount_total ?? 0),
    currency: (session.currency ?? '').toUpperCase(),
    createdAt: new Date(session.created * 1000),
  };
}

const majorUnits = (minor: number) => new Decimal(minor).dividedBy(100).toFixed(2);

/** Which way a Checkout event moves a payment; every other event is acknowledged and changes nothing. */
function statusOf(event: Stripe.Event): PaymentEvent['status'] {
  switch (event.type) {
    case 'checkout.session.completed':
      // A card is paid on completion; pix and boleto complete 'unpaid' and report later.
      return event.data.object.payment_status === 'unpaid' ? 'ignored' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return 'ignored';
  }
}

/** A dispute (chargeback) opened by the buyer's bank, on the Payment Intent it names. */
function disputeOf(eventId: string, dispute: Stripe.Dispute): PaymentEvent {
  if (
    typeof dispute?.id !== 'string' ||
    typeof dispute.amount !== 'number' ||
    typeof dispute.currency !== 'string'
  )
    throw new SyntaxError('a dispute without its amount');
  return {
    eventId,
    paymentNo: '',
    status: 'disputed',
    amount: new Decimal(dispute.amount).dividedBy(100).toFixed(2),
    currency: dispute.currency.toUpperCase(),
    providerPaymentRef: idOf(dispute.payment_intent),
    dispute: { id: dispute.id, reason: String(dispute.reason ?? '') },
  };
}

/**
 * A dispute the bank decided: `won` keeps the money with us; `lost` means the bank took the disputed amount
 * back. An inquiry closed without a chargeback (`warning_closed`) or one prevented took nothing: it counts as won. Any other
 * status on a closed event is not a decision we act on.
 */
function closedDisputeOf(eventId: string, dispute: Stripe.Dispute): PaymentEvent {
  const opened = disputeOf(eventId, dispute);
  const outcome =
    dispute.status === 'lost'
      ? 'lost'
      : dispute.status === 'won' || dispute.status === 'warning_closed' || dispute.status === 'prevented'
        ? 'won'
        : null;
  if (!outcome || !opened.dispute) return { ...opened, status: 'ignored' };
  return { ...opened, status: 'dispute_closed', dispute: { ...opened.dispute, outcome } };
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? '');

/** BRL and USD both have two decimals at Stripe: 54.00 -> 5400. */
const minorUnits = (amount: string) => new Decimal(amount).times(100).toDecimalPlaces(0).toNumber();
