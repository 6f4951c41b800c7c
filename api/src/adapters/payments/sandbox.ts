import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutRequest,
  type ListingGateway,
  type PaymentEvent,
  type PaymentGateway,
  type ProviderRecord,
  type RefundRequest,
  type RefundResult,
  usdQuote,
} from './gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_WEBHOOK_PATH = '/v1/api/payment/webhook/sandbox';

/**
 * The built-in stand-in for a boleto/pix provider. Its hosted page is served by this app under /sandbox;
 * the buyer's choice there comes back as an HMAC-signed webhook over HTTP, exactly as a real provider's
 * would, so the whole path (signature, retries, idempotency) is exercised without a third party.
 */
export class SandboxGateway implements PaymentGateway, ListingGateway {
  readonly name = 'sandbox';
  readonly methods = ['pix', 'boleto'] as const;
  /** It charges US dollars only (its page shows the BRL equivalent beside them). */
  readonly quote = usdQuote;

  /** What its hosted page was asked to charge and what the buyer did, by payment number (in memory). */
  private readonly recorded = new Map<string, ProviderRecord>();
  /** It remembers only what this process created. */
  readonly listsFrom = new Date();
  /** Refunds it made, by idempotency key: the same attempt is answered once. */
  private readonly refunds = new Map<string, RefundResult>();

  constructor(
    private readonly secret: string,
    /** Where the app can be reached, for webhook deliveries (http://127.0.0.1:3000). */
    private readonly publicUrl: string,
    /**
     * What its refunds do (PAYMENT_SANDBOX_REFUNDS): succeed, or fail as a provider's can (a closed card, a
     * balance too low at the provider), to see the "refund failed" path on a staging site. Changeable live.
     */
    public refundOutcome: 'succeed' | 'fail' = 'succeed',
  ) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refunds.get(request.idempotencyKey);
    if (earlier) return earlier;
    const ref = `sbx_re_${randomBytes(9).toString('base64url')}`;
    const result: RefundResult =
      this.refundOutcome === 'fail'
        ? { status: 'failed', ref, reason: 'the sandbox refuses refunds (PAYMENT_SANDBOX_REFUNDS=fail)' }
        : { status: 'succeeded', ref };
    this.refunds.set(request.idempotencyKey, result);
    return result;
  }

  async createCheckout(request: CheckoutRequest) {
    const ref = `sbx_${randomBytes(9).toString('base64url')}`;
    const { charge } = request;
    if (!this.recorded.has(request.paymentNo))
      this.recorded.set(request.paymentNo, {
        kind: 'payment',
        ref,
        paymentNo: request.paymentNo,
        status: 'unpaid',
        amount: charge.amount,
        currency: charge.currency,
        createdAt: new Date(),
      });
    const paymentNo = encodeURIComponent(request.paymentNo);
    return { ref, url: `/sandbox/checkout/${paymentNo}?t=${this.pageToken(request.paymentNo)}` };
  }

  /**
   * The hosted page's key: only the buyer who got the link may pay (or fail) the payment there; knowing or
   * guessing a payment number is not enough.
   */
  pageToken(paymentNo: string): string {
    return createHmac('sha256', this.secret).update(`page:${paymentNo}`).digest('base64url');
  }

  validPageToken(paymentNo: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(this.pageToken(paymentNo));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
    return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(this.sign(rawBody), 'hex'));
  }

  parse(rawBody: string): PaymentEvent {
    const event = JSON.parse(rawBody) as Partial<PaymentEvent>;
    if (
      typeof event.eventId !== 'string' ||
      typeof event.paymentNo !== 'string' ||
      (event.status !== 'paid' && event.status !== 'failed') ||
      typeof event.amount !== 'string' ||
      typeof event.currency !== 'string'
    ) {
      throw new SyntaxError('not a sandbox payment event');
    }
    const { eventId, paymentNo, status, amount, currency } = event;
    return { eventId, paymentNo, status, amount, currency };
  }

  /** What it recorded since `since` (reconciliation's list API). */
  async listRecords(since: Date): Promise<ProviderRecord[]> {
    return [...this.recorded.values()].filter((r) => r.createdAt >= since).map((r) => ({ ...r }));
  }

  /** What the sandbox provider does when the buyer decides on its page: deliver the signed event. */
  async deliver(paymentNo: string, status: 'paid' | 'failed', amountUsd: string): Promise<void> {
    const record = this.recorded.get(paymentNo);
    if (record) record.status = status === 'paid' ? 'paid' : 'expired';
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({ eventId, paymentNo, status, amount: amountUsd, currency: 'USD' });
    const res = await fetch(`${this.publicUrl}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(body) },
      body,
    });
    if (!res.ok) throw new Error(`webhook delivery answered ${res.status}`);
  }
}
