import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A WooCommerce REST API v3 stand-in for tests (the outside edge only): /wp-json/wc/v3/system_status and
 * /products, consumer key and secret checked as WooCommerce does (Basic auth, or an OAuth 1.0a HMAC-SHA256
 * signature over http), page/per_page pagination with X-WP-Total / X-WP-TotalPages and a Link header, and a
 * 429 with Retry-After or a server error on demand, and orders with their notes (GET/PUT /orders/<id>, /orders/<id>/notes).
 */
export interface WooFake {
  url: string;
  key: string;
  secret: string;
  /** The next n calls answer 429 with this Retry-After. */
  limitNext(n: number, retryAfter?: string): void;
  /** Calls seen, with their method and status. */
  calls: { method: string; path: string; status: number }[];
  /** Products created through the API (POST /products), with their variations. */
  created: Map<number, WooCreated>;
  /** Webhooks subscribed through the API (POST /webhooks), with the secret they are signed with. */
  webhooks: { id: number; topic: string; delivery_url: string; secret: string }[];
  /** The shop's orders (GET /orders lists them, paged); a test adds them. */
  orders: Record<string, unknown>[];
  /** Notes added to orders (POST /orders/<id>/notes), by order id. */
  notes: Map<string, { id: number; note: string; customer_note: boolean }[]>;
  /** The next n calls answer this status (a server error) instead. */
  failNext(n: number, status?: number): void;
  /** Sends `order` to every webhook of the topic, signed as WooCommerce signs (X-WC-Webhook-Signature). */
  deliver(topic: string, order: Record<string, unknown>): Promise<number[]>;
  close(): Promise<void>;
}

export interface WooCreated {
  id: number;
  name: string;
  type: string;
  description: string;
  regular_price?: string;
  sku?: string;
  images: { src: string }[];
  attributes: { name: string; options: string[] }[];
  variations: Map<number, { id: number; regular_price: string; sku: string; attributes: unknown[] }>;
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

export async function startWooFake(products = 0): Promise<WooFake> {
  const key = 'ck_fakekey1234567890';
  const secret = 'cs_fakesecret1234567890';
  let limited = 0;
  let limitedFor = '1';
  const calls: WooFake['calls'] = [];
  const created: WooFake['created'] = new Map();
  const webhooks: WooFake['webhooks'] = [];
  const orders: WooFake['orders'] = [];
  const notes: WooFake['notes'] = new Map();
  let failing = 0;
  let failWith = 503;
  let nextId = 1000;
  const catalogue = Array.from({ length: products }, (_, i) => ({
    id: i + 1,
    name: `Woo product ${i + 1}`,
    sku: `WOO-${i + 1}`,
    price: '9.90',
  }));

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => answer(req, res, raw));
  });
  const answer = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      calls.push({ method, path: url.pathname, status });
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    // A site may live in a folder (https://example.com/shop): the API is under it.
    const at = url.pathname.indexOf('/wp-json/wc/v3/');
    if (at < 0)
      return send(404, { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } });
    if (limited > 0) {
      limited--;
      return send(
        429,
        { code: 'too_many_requests', message: 'Too many requests' },
        { 'retry-after': limitedFor },
      );
    }
    if (failing > 0) {
      failing--;
      return send(failWith, { code: 'internal_server_error', message: 'Server error' });
    }
    const basic = req.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString()
      : null;
    const authorised =
      basic === `${key}:${secret}` ||
      (url.searchParams.get('oauth_consumer_key') === key &&
        oauthValid(req.method ?? 'GET', `${url.origin}${url.pathname}`, url.searchParams, secret));
    if (!authorised)
      return send(401, {
        code: 'woocommerce_rest_authentication_error',
        message: 'Invalid signature - provided signature does not match.',
        data: { status: 401 },
      });
    const endpoint = url.pathname.slice(at + '/wp-json/wc/v3/'.length);
    if (endpoint === 'system_status')
      return send(200, {
        environment: { site_url: url.origin, version: '9.4.0' },
        settings: { currency: 'BRL', currency_symbol: 'R$' },
      });
    if (endpoint === 'products' && method === 'POST') {
      const product: WooCreated = {
        id: nextId++,
        name: String(body.name ?? ''),
        type: String(body.type ?? 'simple'),
        description: String(body.description ?? ''),
        regular_price: body.regular_price as string | undefined,
        sku: body.sku as string | undefined,
        images: (body.images as { src: string }[] | undefined) ?? [],
        attributes: (body.attributes as WooCreated['attributes'] | undefined) ?? [],
        variations: new Map(),
      };
      if (!product.name) return send(400, { code: 'rest_invalid_param', message: 'name' });
      created.set(product.id, product);
      return send(201, { ...product, variations: [] });
    }
    const one = /^products\/(\d+)$/.exec(endpoint);
    if (one) {
      const product = created.get(Number(one[1]));
      if (!product) return send(404, { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' });
      if (method === 'PUT') {
        Object.assign(product, {
          name: String(body.name ?? product.name),
          description: String(body.description ?? product.description),
          regular_price: body.regular_price ?? product.regular_price,
          images: body.images ?? product.images,
          attributes: body.attributes ?? product.attributes,
        });
      }
      return send(200, { ...product, variations: [...product.variations.keys()] });
    }
    const batch = /^products\/(\d+)\/variations\/batch$/.exec(endpoint);
    if (batch && method === 'POST') {
      const product = created.get(Number(batch[1]));
      if (!product) return send(404, { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' });
      type In = { id?: number; regular_price?: string; sku?: string; attributes?: unknown[] };
      const made = ((body.create as In[] | undefined) ?? []).map((v) => {
        const variation = {
          id: nextId++,
          regular_price: v.regular_price ?? '',
          sku: v.sku ?? '',
          attributes: v.attributes ?? [],
        };
        product.variations.set(variation.id, variation);
        return variation;
      });
      const updated = ((body.update as In[] | undefined) ?? []).map((v) => {
        const variation = product.variations.get(Number(v.id));
        if (!variation) return { id: v.id, error: { code: 'woocommerce_rest_invalid_id' } };
        Object.assign(variation, { regular_price: v.regular_price ?? variation.regular_price });
        return variation;
      });
      for (const id of (body.delete as number[] | undefined) ?? []) product.variations.delete(id);
      return send(200, { create: made, update: updated, delete: body.delete ?? [] });
    }
    if (endpoint === 'webhooks' && method === 'POST') {
      const hook = {
        id: nextId++,
        topic: String(body.topic ?? ''),
        delivery_url: String(body.delivery_url ?? ''),
        secret: String(body.secret ?? ''),
      };
      webhooks.push(hook);
      return send(201, { ...hook, status: 'active' });
    }
    if (endpoint === 'webhooks') return send(200, webhooks);
    const orderNotes = /^orders\/(\d+)\/notes$/.exec(endpoint);
    const oneOrder = /^orders\/(\d+)$/.exec(endpoint);
    const orderId = orderNotes?.[1] ?? oneOrder?.[1];
    if (orderId !== undefined) {
      const order = orders.find((o) => String(o.id) === orderId);
      if (!order)
        return send(404, { code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.' });
      if (orderNotes && method === 'POST') {
        const note = {
          id: nextId++,
          note: String(body.note ?? ''),
          customer_note: body.customer_note === true,
        };
        if (!note.note) return send(400, { code: 'woocommerce_rest_missing_note', message: 'note' });
        notes.set(orderId, [...(notes.get(orderId) ?? []), note]);
        return send(201, note);
      }
      if (orderNotes) return send(200, notes.get(orderId) ?? []);
      if (method === 'PUT') {
        if (typeof body.status === 'string') order.status = body.status;
        order.date_modified_gmt = new Date().toISOString().slice(0, 19);
      }
      return send(200, order);
    }
    if (endpoint === 'orders') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 10));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const after = url.searchParams.get('modified_after');
      const listed = orders.filter((o) => !after || `${o.date_modified_gmt}Z` > after);
      return send(200, listed.slice((page - 1) * perPage, page * perPage), {
        'x-wp-total': String(listed.length),
        'x-wp-totalpages': String(Math.max(1, Math.ceil(listed.length / perPage))),
      });
    }
    if (endpoint === 'products') {
      const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 10));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const pages = Math.max(1, Math.ceil(catalogue.length / perPage));
      const link: Record<string, string> =
        page < pages
          ? { link: `<${url.origin}${url.pathname}?page=${page + 1}&per_page=${perPage}>; rel="next"` }
          : {};
      return send(200, catalogue.slice((page - 1) * perPage, page * perPage), {
        'x-wp-total': String(catalogue.length),
        'x-wp-totalpages': String(pages),
        ...link,
      });
    }
    return send(404, { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } });
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    secret,
    calls,
    created,
    webhooks,
    orders,
    notes,
    failNext(n, status = 503) {
      failing = n;
      failWith = status;
    },
    async deliver(topic, order) {
      const body = JSON.stringify(order);
      const statuses: number[] = [];
      for (const hook of webhooks.filter((w) => w.topic === topic)) {
        const response = await fetch(hook.delivery_url, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json',
            'x-wc-webhook-topic': topic,
            'x-wc-webhook-resource': 'order',
            'x-wc-webhook-event': topic.split('.')[1] ?? '',
            'x-wc-webhook-id': String(hook.id),
            'x-wc-webhook-signature': createHmac('sha256', hook.secret).update(body).digest('base64'),
          },
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    limitNext(n, retryAfter = '1') {
      limited = n;
      limitedFor = retryAfter;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
