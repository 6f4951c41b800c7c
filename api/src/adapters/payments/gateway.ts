import Decimal from 'decimal.js';

/** What a buyer may pay with through a provider's hosted page (the mall's pay types 1, 2 and 4). */
export type GatewayMethod = 'boleto' | 'pix' | 'card';

/** What the provider charges: the currency, the amount in it, and the BRL-per-USD rate used (null in USD). */
export interface ChargeQuote {
  currency: 'USD' | 'BRL';
  /** In the currency's major unit, two decimals ("54.00"). */
  amount: string;
  rate: string | null;
}

/** A payment provider: it hosts the payment page and reports back by signed webhook. */
export interface CheckoutRequest {
  paymentNo: string;
  amountUsd: string;
  method: GatewayMethod;
  /** What to charge, as quoted and recorded on the payment before the link was asked for. */
  charge: ChargeQuote;
}

export interface PaymentEvent {
  /** The provider's id of this delivery; the same event may arrive more than once. */
  eventId: string;
  paymentNo: string;
  /**
   * 'ignored': a verified event that changes nothing (a checkout completed whose async payment is still due).
   * 'disputed': the buyer's bank opened a dispute (chargeback) on the payment named by `providerPaymentRef`;
   * 'dispute_closed': the dispute was decided (`dispute.outcome`: won, the money stays; lost, the bank took it).
   */
  status: 'paid' | 'failed' | 'ignored' | 'disputed' | 'dispute_closed';
  /** What the provider says it took (major unit, two decimals) and in which currency: money moves only on a match. */
  amount: string;
  currency: string;
  /** The provider's own payment (a Payment Intent at Stripe), when the event names one. */
  providerPaymentRef?: string;
  /**
   * The provider's reference of the payment page the event is about (a Checkout Session at Stripe): it must be
   * the one recorded on the payment (`gateway_ref`), so an event about one page cannot pay another's number.
   */
  pageRef?: string;
  /** A dispute's id and the bank's reason ('disputed', 'dispute_closed'); its outcome once closed. */
  dispute?: { id: string; reason: string; outcome?: 'won' | 'lost' };
}

/** Money going back to where it came from: part or all of a payment the provider took. */
export interface RefundRequest {
  /** The provider's reference of the payment (payments.gateway_ref: a Checkout Session at Stripe). */
  paymentRef: string;
  paymentNo: string;
  /** In the currency the payment was charged in, major unit, two decimals. */
  amount: string;
  currency: 'USD' | 'BRL';
  /** The same attempt asks the provider once, however often it is sent. */
  idempotencyKey: string;
}

/** What the provider said: done (or under way: the provider owns it now), or refused with its reason. */
export type RefundResult =
  | { status: 'succeeded' | 'pending'; ref: string }
  | { status: 'failed'; ref: string; reason: string };

export interface PaymentGateway {
  readonly name: string;
  /** The methods its hosted page takes. */
  readonly methods: readonly GatewayMethod[];
  /** What a payment of this many US dollars by this method costs a buyer from this country (free text or ISO). */
  quote(amountUsd: string, method: GatewayMethod, buyerCountry: string | null): ChargeQuote;
  /** Registers a payment and answers where the buyer pays it. */
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }>;
  /** Whether a webhook delivery really comes from the provider (its signature over the raw body). */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  /** Reads the event out of a verified delivery. */
  parse(rawBody: string): PaymentEvent;
  /** Gives back part or all of a payment it took. Never throws for the provider's refusal: answers 'failed'. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** US dollars, as charged by a provider that takes only them. */
export const usdQuote = (amountUsd: string): ChargeQuote => ({
  currency: 'USD',
  amount: new Decimal(amountUsd).toFixed(2, Decimal.ROUND_HALF_UP),
  rate: null,
});

/** One payment or refund as the provider's list API reports it (reconciliation, issue 33 item 5). */
export interface ProviderRecord {
  kind: 'payment' | 'refund';
  /** The provider's id (a Checkout Session, a refund). */
  ref: string;
  /** Our payment or top-up number it names ('' when none). */
  paymentNo: string;
  /** A payment: paid, unpaid or expired; a refund: the provider's state (succeeded, pending, failed…). */
  status: string;
  /** Major unit, two decimals. */
  amount: string;
  /** Upper case (USD, BRL). */
  currency: string;
  createdAt: Date;
}

/** A gateway that can list what it holds, for reconciliation (optional: a gateway without it is not reconciled). */
export interface ListingGateway {
  /** Every payment and refund created at or after `since`, all pages read. */
  listRecords(since: Date): Promise<ProviderRecord[]>;
  /** The earliest time the provider can list from (the sandbox remembers only since the app started). */
  readonly listsFrom?: Date;
}

export const canList = (gateway: PaymentGateway | null): gateway is PaymentGateway & ListingGateway =>
  typeof (gateway as Partial<ListingGateway> | null)?.listRecords === 'function';
