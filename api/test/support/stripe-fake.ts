import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the adapter uses (issue 33, item 6): creating and reading
 * Checkout Sessions, and refunds of their Payment Intents (Stripe.Refund), with idempotency keys honoured as
 * Stripe does (the same key answers the first answer;
 * the same key with other parameters is refused). Its answers are typed with the `stripe` library's own
 * types (Stripe.Checkout.Session, Stripe.Event), so tsc checks them against Stripe's published shapes.
 * Events are signed with the library's test helper; `pay` plays the buyer on the hosted page and delivers
 * the events to `deliverTo`, as Stripe would.
 */
export interface StripeFake {
  /** http://127.0.0.1:PORT: the adapter's STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Sessions really created (an idempotent replay creates none). */
  created: () => number;
  /** Idempotency-Key of every POST received. */
  idempotencyKeys: string[];
  /** A signed delivery of an event about a session (its current state, with overrides). */
  event(
    type: CheckoutEventType,
    sessionId: string,
    overrides?: Partial<Stripe.Checkout.Session>,
  ): { id: string; body: string; signature: string };
  /** A signed `charge.dispute.created` delivery: the buyer's bank disputes a paid session's Payment Intent. */
  dispute(
    sessionId: string,
    reason?: string,
    /** In minor units; the session's whole total when left out (a partial dispute otherwise). */
    amount?: number,
  ): { id: string; body: string; signature: string; disputeId: string };
  /**
   * A signed `charge.dispute.created` delivery on a Payment Intent of the account that no session of ours made
   * (another system's charge on the same Stripe account).
   */
  disputeForeign(
    amount: number,
    currency?: string,
  ): { id: string; body: string; signature: string; disputeId: string; intent: string };
  /**
   * A signed `charge.dispute.closed` delivery: the bank decided the dispute (`won` or `lost`; Stripe's other
   * closing statuses too), with the same dispute object as its `created` event, its status changed.
   */
  disputeClosed(
    disputeId: string,
    status: Stripe.Dispute.Status,
  ): { id: string; body: string; signature: string; disputeId: string };
  /** Where `pay` delivers its events (the app's webhook URL). */
  deliverTo: string;
  /** Marks a session paid as Stripe does: complete, payment_status paid, a Payment Intent of its own. */
  complete(sessionId: string): Stripe.Checkout.Session;
  /** Refunds really made (an idempotent replay makes none), as Stripe answered them. */
  refunds: Stripe.Refund[];
  /** When set, Stripe refuses every refund with this error (as its API answers a card it cannot refund to). */
  refuseRefunds: { code: string; message: string } | null;
  close(): Promise<void>;
  /** Records a succeeded refund made elsewhere (the dashboard), as GET /v1/refunds lists it with the others. */
  listRefund(
    sessionId: string | null,
    amount: number,
    currency: string,
    metadata?: Record<string, string>,
  ): Stripe.Refund;
  /** The largest page the list endpoints answer (Stripe's is 100); smaller to exercise `starting_after`. */
  pageSize: number;
  /** Query strings of the list requests received. */
  listRequests: string[];
}

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

const stripe = new Stripe('sk_test_fake_signing_only');

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const replies = new Map<string, { params: string; session: Stripe.Checkout.Session }>();
  const refundReplies = new Map<string, { params: string; refund: Stripe.Refund }>();
  const refunds: Stripe.Refund[] = [];
  const disputes = new Map<string, Stripe.Dispute>();
  const idempotencyKeys: string[] = [];
  let created = 0;
  let origin = '';

  const sign = (body: string) =>
    stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
  /** A signed delivery of a dispute's event, as Stripe sends it. */
  const disputeEvent = (
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    dispute: Stripe.Dispute,
  ) => {
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: dispute },
    } satisfies Stripe.Event;
    const body = JSON.stringify(event, null, 2);
    return { id: event.id, body, signature: sign(body), disputeId: dispute.id };
  };
  /** Keeps a dispute the bank opened and answers its signed `charge.dispute.created` delivery. */
  const disputeCreated = (dispute: Stripe.Dispute) => {
    disputes.set(dispute.id, dispute);
    return disputeEvent('charge.dispute.created', dispute);
  };

  const fake: StripeFake = {
    url: '',
    secretKey,
    webhookSecret,
    sessions,
    created: () => created,
    idempotencyKeys,
    deliverTo: '',
    refunds,
    refuseRefunds: null,
    complete(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? `pi_${randomBytes(12).toString('hex')}`,
      });
      return session;
    },
    dispute(sessionId, reason = 'fraudulent', amount) {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`session ${sessionId} holds no payment`);
      const intent = String(session.payment_intent);
      return disputeCreated(
        newDispute(intent, amount ?? session.amount_total ?? 0, session.currency ?? 'usd', reason),
      );
    },
    disputeForeign(amount, currency = 'usd') {
      const intent = `pi_${randomBytes(12).toString('hex')}`;
      return { ...disputeCreated(newDispute(intent, amount, currency, 'fraudulent')), intent };
    },
    disputeClosed(disputeId, status) {
      const opened = disputes.get(disputeId);
      if (!opened) throw new Error(`no dispute ${disputeId}`);
      const dispute: Stripe.Dispute = { ...opened, status, is_charge_refundable: false };
      disputes.set(disputeId, dispute);
      return disputeEvent('charge.dispute.closed', dispute);
    },
    event(type, sessionId, overrides = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const event = {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { ...session, ...overrides } },
      } satisfies Stripe.Event;
      const body = JSON.stringify(event, null, 2);
      return { id: event.id, body, signature: sign(body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    pageSize: 100,
    listRequests: [],
    listRefund(sessionId, amount, currency, metadata = {}) {
      const session = sessionId ? sessions.get(sessionId) : undefined;
      const refund: Stripe.Refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: null,
        created: Math.floor(Date.now() / 1000),
        currency,
        customer: null,
        customer_account: null,
        metadata: {
          ...(session?.client_reference_id ? { paymentNo: session.client_reference_id } : {}),
          ...metadata,
        },
        payment_intent: typeof session?.payment_intent === 'string' ? session.payment_intent : null,
        payment_method: null,
        reason: null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      };
      refunds.push(refund);
      return refund;
    },
  };

  /**
   * A Stripe list page: newest first, `created[gte]` honoured, `limit` (capped at pageSize) items after
   * `starting_after`, `has_more` when more follow.
   */
  function listPage<T extends { id: string; created: number }>(
    all: T[],
    url: URL,
    path: string,
  ): Stripe.ApiList<T> {
    fake.listRequests.push(url.search);
    const gte = Number(url.searchParams.get('created[gte]') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), fake.pageSize);
    const newest = all.filter((x) => x.created >= gte).reverse();
    const after = url.searchParams.get('starting_after');
    const start = after ? newest.findIndex((x) => x.id === after) + 1 : 0;
    const data = newest.slice(start, start + limit);
    return { object: 'list', data, has_more: start + limit < newest.length, url: path };
  }

  async function deliver(type: CheckoutEventType, session: Stripe.Checkout.Session) {
    const { body, signature } = fake.event(type, session.id);
    await fetch(fake.deliverTo, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    // The hosted page: the buyer pays (or leaves); the events go to the app as Stripe would send them.
    const page = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1] ?? '');
      if (!session)
        return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such page' } });
      if (req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const price = `${((session.amount_total ?? 0) / 100).toFixed(2)} ${session.currency?.toUpperCase()}`;
        return res.end(
          `<!doctype html><title>Stripe fake checkout</title><h1>Pay ${price}</h1><p>${session.payment_method_types.join(', ')}</p>` +
            `<form method="post"><button name="result" value="paid">Pay</button></form>`,
        );
      }
      const async = !session.payment_method_types.includes('card');
      fake.complete(session.id);
      if (async) session.payment_status = 'unpaid';
      await deliver('checkout.session.completed', session);
      if (async) {
        session.payment_status = 'paid';
        await deliver('checkout.session.async_payment_succeeded', session);
      }
      res.statusCode = 303;
      res.setHeader('location', session.success_url ?? '/');
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      idempotencyKeys.push(key);
      const earlier = key ? replies.get(key) : undefined;
      if (earlier && earlier.params !== body)
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      if (earlier) return send(res, 200, earlier.session);
      const session = newSession(new URLSearchParams(body), origin);
      created++;
      sessions.set(session.id, session);
      if (key) replies.set(key, { params: body, session });
      return send(res, 200, session);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions')
      return send(res, 200, listPage([...sessions.values()], url, url.pathname));
    if (req.method === 'GET' && url.pathname === '/v1/refunds')
      return send(res, 200, listPage(refunds, url, url.pathname));
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return refund(req, res, body);
    const read = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && read) {
      const session = sessions.get(read[1] ?? '');
      return session
        ? send(res, 200, session)
        : send(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
  }

  /** POST /v1/refunds: of a Payment Intent, at most what it took less what was refunded; idempotent per key. */
  function refund(req: IncomingMessage, res: ServerResponse, body: string) {
    const key = String(req.headers['idempotency-key'] ?? '');
    idempotencyKeys.push(key);
    const earlier = key ? refundReplies.get(key) : undefined;
    if (earlier && earlier.params !== body)
      return send(res, 400, {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    if (earlier) return send(res, 200, earlier.refund);
    const form = new URLSearchParams(body);
    const intent = form.get('payment_intent') ?? '';
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session)
      return send(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${intent}'`,
        },
      });
    if (fake.refuseRefunds) return send(res, 402, { error: { type: 'card_error', ...fake.refuseRefunds } });
    const taken = session.amount_total ?? 0;
    const already = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(form.get('amount') ?? taken - already);
    if (amount > taken - already)
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${taken - already})`,
        },
      });
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(\w+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const made: Stripe.Refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${randomBytes(12).toString('hex')}`,
      charge: `ch_${intent.slice(3)}`,
      created: Math.floor(Date.now() / 1000),
      currency: session.currency ?? 'usd',
      customer: null,
      customer_account: null,
      metadata,
      payment_intent: intent,
      payment_method: null,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.push(made);
    if (key) refundReplies.set(key, { params: body, refund: made });
    return send(res, 200, made);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  return fake;
}

/** A Checkout Session as Stripe answers its creation (mode payment, one price_data line). */
function newSession(form: URLSearchParams, origin: string): Stripe.Checkout.Session {
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
  const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
  const method = form.get('allowed_payment_method_types[0]') ?? 'card';
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(\w+)\]$/.exec(k);
    if (m?.[1]) metadata[m[1]] = v;
  }
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: [method],
    amount_subtotal: amount * quantity,
    amount_total: amount * quantity,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: form.get('cancel_url'),
    client_reference_id: form.get('client_reference_id'),
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: form.get('line_items[0][price_data][currency]'),
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: now + 24 * 3600,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: [method],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: form.get('success_url'),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${origin}/pay/${id}`,
    wallet_options: null,
  };
}

/** A dispute as Stripe reports it when the bank opens one (needs_response, no evidence yet). */
function newDispute(intent: string, amount: number, currency: string, reason: string): Stripe.Dispute {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `dp_${randomBytes(12).toString('hex')}`,
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: `ch_${intent.slice(3)}`,
    created: now,
    currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: null,
    },
    evidence_details: {
      due_by: now + 7 * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent,
    reason,
    status: 'needs_response',
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      text += c;
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('request-id', `req_${randomBytes(7).toString('hex')}`);
  res.end(JSON.stringify(body));
}
