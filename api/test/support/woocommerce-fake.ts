import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ZodType } from 'zod';
import {
  type Answer,
  paged,
  type WooCreated,
  WooFakeCatalog,
  type WooListed,
} from './woocommerce-fake-catalog';
import {
  wooFulfillmentBody,
  wooOrderNoteBody,
  wooOrderUpdateBody,
  wooProductBatchBody,
  wooProductBody,
  wooTagBody,
  wooVariationBatchBody,
  wooWebhookBody,
} from './woocommerce-schema';

export type { WooCreated } from './woocommerce-fake-catalog';

/** A self-signed certificate for 127.0.0.1 (valid to 2126), for the fake's https mode; trust it in the caller. */
export const fakeSiteTls = {
  key: readFileSync(new URL('./tls/fake-site.key', import.meta.url)),
  cert: readFileSync(new URL('./tls/fake-site.crt', import.meta.url)),
};

export interface WooFakeOptions {
  /** Products the shop has before anything is published. */
  products?: number;
  /** Serve https with fakeSiteTls (Basic auth and the query-string fallback; OAuth 1.0a is for http). */
  https?: boolean;
  /** Act as a host that strips the Authorization header (only query-string authentication gets through). */
  stripAuthorization?: boolean;
  /** The site has WooCommerce's Order Fulfillments feature on (else its routes answer 404 rest_no_route). */
  fulfillments?: boolean;
  /** The site's time zone, minutes from UTC (São Paulo, -180, unless told). */
  utcOffsetMinutes?: number;
}

export interface WooWebhook {
  id: number;
  name: string;
  topic: string;
  status: 'active' | 'paused' | 'disabled';
  delivery_url: string;
  secret: string;
  failures: number;
}

/**
 * A WooCommerce REST API v3 stand-in for tests (the outside edge only), following WooCommerce's documented
 * behaviour: the consumer key and secret as Basic auth over https (or in the query string), an OAuth 1.0a
 * HMAC-SHA256 signature over http; page/per_page pagination with X-WP-Total / X-WP-TotalPages; every body
 * checked against the documented writable fields (woocommerce-schema.ts: 400 `rest_invalid_param`); products,
 * variations and tags (woocommerce-fake-catalog.ts); webhooks that ping their address on creation (an unsigned
 * `webhook_id=<id>` form), deliver each order created or updated in the shop signed with their secret
 * (X-WC-Webhook-Signature: base64 HMAC-SHA256 of the body), and are disabled after more than 5 failed
 * deliveries in a row; orders listed by `modified_after` read in the site's local time unless
 * `dates_are_gmt=true`; order notes; Order Fulfillments when on; a 429 or a server error on demand.
 */
export interface WooFake {
  url: string;
  key: string;
  secret: string;
  /** The next n calls answer 429 with this Retry-After. */
  limitNext(n: number, retryAfter?: string): void;
  /** Calls seen, with their method, status and how they were authenticated. */
  calls: {
    method: string;
    path: string;
    query: string;
    status: number;
    auth: 'basic' | 'query' | 'oauth' | 'none';
  }[];
  /** Bodies refused by the documented schema (400 rest_invalid_param): none, when our payloads are right. */
  refused: { method: string; path: string; issues: string }[];
  /** Products created through the API (POST /products), with their variations. */
  created: Map<number, WooCreated>;
  /** The shop's own (simple) products, there before anything was published: ids 1 to `products`. */
  ownProducts: WooListed[];
  /** The shop's product tags. */
  tags: { id: number; name: string; slug: string }[];
  /** Webhooks subscribed through the API, with their status and the secret they are signed with. */
  webhooks: WooWebhook[];
  /** Pings sent to new webhooks' addresses, with the answer's status. */
  pings: { webhookId: number; status: number }[];
  /** Deliveries of order webhooks, with the answer's status (0: no answer). */
  deliveries: { webhookId: number; topic: string; status: number }[];
  /** The shop's orders (GET /orders lists them, paged); a test adds them, or places them (placeOrder). */
  orders: Record<string, unknown>[];
  /** Notes added to orders (POST /orders/<id>/notes), by order id. */
  notes: Map<string, { id: number; note: string; customer_note: boolean }[]>;
  /** Fulfillments of orders (POST /orders/<id>/fulfillments, when the feature is on), by order id. */
  fulfillments: Map<
    string,
    { id: number; status: string; is_fulfilled: boolean; meta_data: { key: string; value: unknown }[] }[]
  >;
  /** The next n calls answer this status (a server error) instead. */
  failNext(n: number, status?: number): void;
  /** From now on, act (or stop acting) as a host that strips the Authorization header. */
  stripAuthorization(on: boolean): void;
  /** A customer places an order in the shop: kept, and `order.created` delivered to the active webhooks. */
  placeOrder(order: Record<string, unknown>): Promise<number[]>;
  /** Sends `order` to every active webhook of the topic, as WooCommerce delivers (a failure counts). */
  deliver(topic: string, order: Record<string, unknown>): Promise<number[]>;
  /** The site's local time of a GMT time ('YYYY-MM-DDTHH:MM:SS'). */
  localTime(gmt: string): string;
  close(): Promise<void>;
}

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 5849 §3.4: the signature over method, base URL and the sorted parameters (oauth_signature left out). */
function oauthValid(method: string, baseUrl: string, params: URLSearchParams, secret: string): boolean {
  const given = params.get('oauth_signature');
  if (!given || params.get('oauth_signature_method') !== 'HMAC-SHA256') return false;
  // As PHP reads a query: a repeated name keeps its last value (axios repeats the library's query).
  const pairs = [...new Map(params.entries()).entries()]
    .filter(([k]) => k !== 'oauth_signature')
    .map(([k, v]) => [enc(k), enc(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  const base = [method.toUpperCase(), enc(baseUrl), enc(pairs.map(([k, v]) => `${k}=${v}`).join('&'))].join(
    '&',
  );
  const expected = createHmac('sha256', `${enc(secret)}&`)
    .update(base)
    .digest('base64');
  return expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** The documented body of each write this fake takes. */
function schemaOf(method: string, endpoint: string): ZodType | null {
  if (method !== 'POST' && method !== 'PUT') return null;
  if (endpoint === 'products' || /^products\/\d+$/.test(endpoint)) return wooProductBody;
  if (endpoint === 'products/batch') return wooProductBatchBody;
  if (/^products\/\d+\/variations\/batch$/.test(endpoint)) return wooVariationBatchBody;
  if (endpoint === 'products/tags') return wooTagBody;
  if (endpoint === 'webhooks' || /^webhooks\/\d+$/.test(endpoint)) return wooWebhookBody;
  if (/^orders\/\d+\/notes$/.test(endpoint)) return wooOrderNoteBody;
  if (/^orders\/\d+\/fulfillments$/.test(endpoint)) return wooFulfillmentBody;
  if (/^orders\/\d+$/.test(endpoint)) return wooOrderUpdateBody;
  return null;
}

const noRoute = {
  status: 404,
  body: {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: { status: 404 },
  },
};
const gmtNow = () => new Date().toISOString().slice(0, 19);

export async function startWooFake(options: number | WooFakeOptions = 0): Promise<WooFake> {
  const opts: WooFakeOptions = typeof options === 'number' ? { products: options } : options;
  const offset = opts.utcOffsetMinutes ?? -180;
  const key = 'ck_fakekey1234567890';
  const secret = 'cs_fakesecret1234567890';
  let limited = 0;
  let limitedFor = '1';
  let failing = 0;
  let failWith = 503;
  let nextId = 1000;
  const newId = () => nextId++;
  const catalog = new WooFakeCatalog(newId, opts.products ?? 0);
  const state = {
    calls: [] as WooFake['calls'],
    refused: [] as WooFake['refused'],
    webhooks: [] as WooWebhook[],
    pings: [] as WooFake['pings'],
    deliveries: [] as WooFake['deliveries'],
    orders: [] as Record<string, unknown>[],
    notes: new Map() as WooFake['notes'],
    fulfillments: new Map() as WooFake['fulfillments'],
  };
  const localTime = (gmt: string) =>
    new Date(Date.parse(`${gmt}Z`) + offset * 60_000).toISOString().slice(0, 19);
  let origin = '';

  /** One delivery as WooCommerce makes it; more than 5 failures in a row disable the webhook. */
  const deliverTo = async (hook: WooWebhook, topic: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify(payload);
    let status = 0;
    try {
      const response = await fetch(hook.delivery_url, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'x-wc-webhook-source': `${origin}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': 'order',
          'x-wc-webhook-event': topic.split('.')[1] ?? '',
          'x-wc-webhook-id': String(hook.id),
          'x-wc-webhook-delivery-id': String(newId()),
          'x-wc-webhook-signature': createHmac('sha256', hook.secret).update(body).digest('base64'),
        },
      });
      status = response.status;
    } catch {}
    state.deliveries.push({ webhookId: hook.id, topic, status });
    // WooCommerce counts 2xx, 301 and 302 as delivered.
    if ((status >= 200 && status < 300) || status === 301 || status === 302) hook.failures = 0;
    else if (hook.failures > 5) hook.status = 'disabled';
    else hook.failures++;
    return status;
  };
  const deliver = async (topic: string, order: Record<string, unknown>) => {
    const statuses: number[] = [];
    for (const hook of state.webhooks.filter((w) => w.topic === topic && w.status === 'active'))
      statuses.push(await deliverTo(hook, topic, order));
    return statuses;
  };
  /** WooCommerce's ping to a new webhook's address: a form body, no signature. */
  const ping = async (hook: WooWebhook) => {
    let status = 0;
    try {
      const response = await fetch(hook.delivery_url, {
        method: 'POST',
        body: `webhook_id=${hook.id}`,
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      status = response.status;
    } catch {}
    state.pings.push({ webhookId: hook.id, status });
  };
  /** An order as the API shows it: its local dates beside the GMT ones. */
  const orderView = (o: Record<string, unknown>): Record<string, unknown> => ({
    ...o,
    date_created: localTime(String(o.date_created_gmt)),
    date_modified: localTime(String(o.date_modified_gmt ?? o.date_created_gmt)),
  });

  const route = async (
    method: string,
    endpoint: string,
    url: URL,
    body: Record<string, unknown>,
  ): Promise<Answer> => {
    if (endpoint === 'system_status')
      return {
        status: 200,
        body: {
          environment: { site_url: origin, version: '10.3.0' },
          settings: { currency: 'BRL', currency_symbol: 'R$' },
        },
      };
    const fromCatalog = catalog.answer(method, endpoint, url, body);
    if (fromCatalog) return fromCatalog;
    if (endpoint === 'webhooks' && method === 'POST') {
      const hook: WooWebhook = {
        id: newId(),
        name: String(body.name ?? ''),
        topic: String(body.topic ?? ''),
        status: (body.status as WooWebhook['status'] | undefined) ?? 'active',
        delivery_url: String(body.delivery_url ?? ''),
        secret: String(body.secret ?? ''),
        failures: 0,
      };
      state.webhooks.push(hook);
      if (hook.status === 'active') await ping(hook);
      const { secret: _, failures: __, ...shown } = hook;
      return { status: 201, body: shown };
    }
    const oneHook = /^webhooks\/(\d+)$/.exec(endpoint);
    if (oneHook) {
      const hook = state.webhooks.find((w) => w.id === Number(oneHook[1]));
      if (!hook)
        return { status: 404, body: { code: 'woocommerce_rest_webhook_invalid_id', message: 'Invalid ID.' } };
      if (method === 'PUT' && body.status) {
        hook.status = body.status as WooWebhook['status'];
        if (hook.status === 'active') hook.failures = 0;
      }
      const { secret: _, failures: __, ...shown } = hook;
      return { status: 200, body: shown };
    }
    if (endpoint === 'webhooks')
      return paged(
        state.webhooks.map(({ secret: _, failures: __, ...shown }) => shown),
        url,
      );
    const sub = /^orders\/(\d+)(?:\/(notes|fulfillments))?$/.exec(endpoint);
    if (sub) {
      const [, orderId = '', part] = sub;
      if (part === 'fulfillments' && !opts.fulfillments) return noRoute;
      const order = state.orders.find((o) => String(o.id) === orderId);
      if (!order)
        return {
          status: 404,
          body: {
            code:
              part === 'fulfillments'
                ? 'woocommerce_rest_order_invalid_id'
                : 'woocommerce_rest_shop_order_invalid_id',
            message: 'Invalid ID.',
          },
        };
      if (part === 'notes') {
        if (method !== 'POST') return { status: 200, body: state.notes.get(orderId) ?? [] };
        const note = { id: newId(), note: String(body.note), customer_note: body.customer_note === true };
        state.notes.set(orderId, [...(state.notes.get(orderId) ?? []), note]);
        return { status: 201, body: note };
      }
      if (part === 'fulfillments') {
        if (method !== 'POST') return { status: 200, body: state.fulfillments.get(orderId) ?? [] };
        const made = {
          id: newId(),
          entity_type: 'WC_Order',
          entity_id: orderId,
          status: String(body.status ?? 'unfulfilled'),
          is_fulfilled: body.is_fulfilled === true,
          meta_data: body.meta_data as { key: string; value: unknown }[],
        };
        state.fulfillments.set(orderId, [...(state.fulfillments.get(orderId) ?? []), made]);
        return { status: 201, body: made };
      }
      if (method === 'PUT') {
        if (typeof body.status === 'string') order.status = body.status;
        order.date_modified_gmt = gmtNow();
        await deliver('order.updated', orderView(order));
      }
      return { status: 200, body: orderView(order) };
    }
    if (endpoint === 'orders') {
      const after = url.searchParams.get('modified_after')?.replace(/(\.\d+)?(Z|[+-]\d\d:?\d\d)$/, '');
      // WooCommerce compares modified_after with the local column unless dates_are_gmt=true.
      const gmt = url.searchParams.get('dates_are_gmt') === 'true';
      const listed = state.orders
        .map(orderView)
        .filter((o) => !after || String(gmt ? o.date_modified_gmt : o.date_modified) > after);
      return paged(listed, url);
    }
    return noRoute;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    let auth: WooFake['calls'][number]['auth'] = 'none';
    const send = ({ status, body, headers = {} }: Answer) => {
      state.calls.push({ method, path: url.pathname, query: url.search, status, auth });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    // A site may live in a folder (https://example.com/shop): the API is under it.
    const at = url.pathname.indexOf('/wp-json/wc/v3/');
    if (at < 0) return send(noRoute);
    if (limited > 0) {
      limited--;
      return send({
        status: 429,
        body: { code: 'too_many_requests', message: 'Too many requests' },
        headers: { 'retry-after': limitedFor },
      });
    }
    if (failing > 0) {
      failing--;
      return send({ status: failWith, body: { code: 'internal_server_error', message: 'Server error' } });
    }
    const header = opts.stripAuthorization ? undefined : req.headers.authorization;
    const basic = header?.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString() : null;
    const q = url.searchParams;
    if (opts.https && basic === `${key}:${secret}`) auth = 'basic';
    else if (opts.https && q.get('consumer_key') === key && q.get('consumer_secret') === secret)
      auth = 'query';
    else if (
      !opts.https &&
      q.get('oauth_consumer_key') === key &&
      oauthValid(method, `${url.origin}${url.pathname}`, q, secret)
    )
      auth = 'oauth';
    if (auth === 'none')
      return send({
        status: 401,
        body: {
          code: 'woocommerce_rest_authentication_error',
          message: opts.https
            ? 'Consumer key is invalid.'
            : 'Invalid signature - provided signature does not match.',
          data: { status: 401 },
        },
      });
    const endpoint = url.pathname.slice(at + '/wp-json/wc/v3/'.length);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send({ status: 400, body: { code: 'rest_invalid_json', message: 'Invalid JSON body passed.' } });
    }
    const schema = schemaOf(method, endpoint);
    const checked = schema?.safeParse(body);
    if (checked && !checked.success) {
      const issues = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      state.refused.push({ method, path: url.pathname, issues });
      return send({
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: `Invalid parameter(s): ${issues}`,
          data: { status: 400 },
        },
      });
    }
    send(await route(method, endpoint, url, body));
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      answer(req, res, raw).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  };
  const server: Server = opts.https ? createHttpsServer(fakeSiteTls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `${opts.https ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url: origin,
    key,
    secret,
    ...state,
    created: catalog.created,
    ownProducts: catalog.listed,
    tags: catalog.tags,
    localTime,
    stripAuthorization(on) {
      opts.stripAuthorization = on;
    },
    failNext(n, status = 503) {
      failing = n;
      failWith = status;
    },
    async placeOrder(order) {
      const at = gmtNow();
      const placed = { date_created_gmt: at, date_modified_gmt: at, ...order };
      state.orders.push(placed);
      return deliver('order.created', orderView(placed));
    },
    deliver,
    limitNext(n, retryAfter = '1') {
      limited = n;
      limitedFor = retryAfter;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
