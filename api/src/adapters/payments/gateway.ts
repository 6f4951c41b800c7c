/** A payment provider for boleto and pix: it hosts the payment page and reports back by signed webhook. */
export interface CheckoutRequest {
  paymentNo: string;
  amountUsd: string;
  method: 'boleto' | 'pix';
}

export interface PaymentEvent {
  /** The provider's id of this delivery; the same event may arrive more than once. */
  eventId: string;
  paymentNo: string;
  status: 'paid' | 'failed';
}

export interface PaymentGateway {
  readonly name: string;
  /** Registers a payment and answers where the buyer pays it. */
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }>;
  /** Whether a webhook delivery really comes from the provider (its signature over the raw body). */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  /** Reads the event out of a verified delivery. */
  parse(rawBody: string): PaymentEvent;
}
