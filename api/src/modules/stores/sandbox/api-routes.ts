import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../../../http/access';
import { LeakyBucket } from './rate-bucket';
import { fulfillableOf, fulfilledOrder, fulfillmentOrderOf, productBody } from './resources';
import type { SandboxKind, SandboxShop, SandboxShops } from './shops';

type Body = Record<string, unknown>;
type Params = { shop: string; version: string; file?: string };

const BASE = '/sandbox/store/:shop/admin/api/:version';
const hidden = { config: { access: access.anonymous }, schema: { hide: true } } as const;
const WEBHOOK_TOPICS = new Set([
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'orders/paid',
  'fulfillments/create',
  'products/create',
  'products/update',
  'app/uninstalled',
]);

const idOf = (file: string | undefined) => {
  const m = /^(\d{1,15})(\.json)?$/.exec(file ?? '');
  return m ? Number(m[1]) : null;
};

const encodeCursor = (after: number) => Buffer.from(JSON.stringify({ a: after })).toString('base64url');
function decodeCursor(value: unknown): number | null {
  if (typeof value !== 'string') return 0;
  try {
    const a = (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { a?: unknown }).a;
    return Number.isSafeInteger(a) && (a as number) >= 0 ? (a as number) : null;
  } catch {
    return null;
  }
}

/**
 * The sandbox store's Admin REST API, on Shopify's paths (`/admin/api/<version>/...`, under
 * /sandbox/store/<handle> instead of https://<handle>.myshopify.com): X-Shopify-Access-Token, Link-header
 * pagination with page_info, a leaky-bucket limit answering 429 with Retry-After, Shopify's error bodies.
 */
export const sandboxApiRoutes: FastifyPluginAsync<{ shops: SandboxShops }> = async (app, { shops }) => {
  const bucket = new LeakyBucket();

  const fail = (reply: FastifyReply, status: number, errors: unknown) =>
    reply.status(status).send({ errors });

  /** The calling shop, after its token and its rate limit; null when the answer is already sent. */
  async function caller(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const token = request.headers['x-shopify-access-token'];
    const shop = await shops.authenticate(request.params.shop, typeof token === 'string' ? token : undefined);
    if (!shop) {
      fail(reply, 401, '[API] Invalid API key or access token (unrecognized login or wrong password)');
      return null;
    }
    const taken = bucket.take(shop.id);
    if (!taken.ok) {
      reply.header('retry-after', taken.retryAfter.toFixed(1));
      fail(
        reply,
        429,
        'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
      );
      return null;
    }
    reply.header('x-shopify-shop-api-call-limit', `${taken.level}/${bucket.capacity}`);
    reply.header('x-shopify-api-version', request.params.version);
    return shop;
  }

  /** A list page with Shopify's Link header when more follow. */
  async function list(
    request: FastifyRequest<{ Params: Params; Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
    shop: SandboxShop,
    kind: SandboxKind,
    key: string,
    parentId?: number,
  ) {
    const limit = Math.min(250, Math.max(1, Number(request.query.limit) || 50));
    const after = decodeCursor(request.query.page_info);
    if (after === null) return fail(reply, 400, { page_info: ['Invalid value.'] });
    const page = await shops.page(shop, kind, after, limit, parentId);
    const last = page.rows.at(-1);
    if (page.more && last) {
      const path = request.url.split('?')[0];
      const next = `${request.protocol}://${request.host}${path}?limit=${limit}&page_info=${encodeCursor(last.id)}`;
      reply.header('link', `<${next}>; rel="next"`);
    }
    return { [key]: page.rows.map((r) => r.body) };
  }

  app.get<{ Params: Params }>(`${BASE}/shop.json`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    return shop ? { shop: shops.shopJson(shop) } : reply;
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    `${BASE}/products.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      return shop ? list(request, reply, shop, 'product', 'products') : reply;
    },
  );

  app.get<{ Params: Params }>(`${BASE}/products/count.json`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    return shop ? { count: await shops.count(shop, 'product') } : reply;
  });

  app.post<{ Params: Params; Body: { product?: Body } }>(
    `${BASE}/products.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      if (!shop) return reply;
      const input = request.body?.product;
      if (!input || typeof input !== 'object' || !input.title)
        return fail(reply, 422, { title: ["can't be blank"] });
      const product = await shops.create(shop, 'product', (id) => productBody(id, input));
      await shops.emit(shop, 'products/create', product, request.params.version);
      return reply.status(201).send({ product });
    },
  );

  app.get<{ Params: Params }>(`${BASE}/products/:file`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    if (!shop) return reply;
    const id = idOf(request.params.file);
    const row = id === null ? null : await shops.one(shop, 'product', id);
    return row ? { product: row.body } : fail(reply, 404, 'Not Found');
  });

  app.put<{ Params: Params; Body: { product?: Body } }>(
    `${BASE}/products/:file`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      if (!shop) return reply;
      const id = idOf(request.params.file);
      const row = id === null ? null : await shops.one(shop, 'product', id);
      const input = request.body?.product;
      if (!row || id === null) return fail(reply, 404, 'Not Found');
      if (!input || typeof input !== 'object')
        return fail(reply, 400, { product: 'Required parameter missing or invalid' });
      const product = productBody(id, input, row.body);
      await shops.replace(shop, 'product', id, product);
      await shops.emit(shop, 'products/update', product, request.params.version);
      return { product };
    },
  );

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    `${BASE}/orders.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      return shop ? list(request, reply, shop, 'order', 'orders') : reply;
    },
  );

  app.get<{ Params: Params }>(`${BASE}/orders/:file`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    if (!shop) return reply;
    const id = idOf(request.params.file);
    const row = id === null ? null : await shops.one(shop, 'order', id);
    return row ? { order: row.body } : fail(reply, 404, 'Not Found');
  });

  app.get<{ Params: Params }>(
    `${BASE}/orders/:file/fulfillment_orders.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      if (!shop) return reply;
      const id = idOf(request.params.file);
      const row = id === null ? null : await shops.one(shop, 'order', id);
      return row ? { fulfillment_orders: [fulfillmentOrderOf(row.body)] } : fail(reply, 404, 'Not Found');
    },
  );

  app.get<{ Params: Params }>(`${BASE}/orders/:file/fulfillments.json`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    if (!shop) return reply;
    const id = idOf(request.params.file);
    const row = id === null ? null : await shops.one(shop, 'order', id);
    if (!row || id === null) return fail(reply, 404, 'Not Found');
    return { fulfillments: (await shops.page(shop, 'fulfillment', 0, 250, id)).rows.map((r) => r.body) };
  });

  // Shopify's fulfillment on fulfillment orders (the sandbox's fulfillment order id is its order's id, and
  // a fulfillment order line's id its order line's): the lines named, or every open one, leave with it.
  app.post<{ Params: Params; Body: { fulfillment?: Body } }>(
    `${BASE}/fulfillments.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      if (!shop) return reply;
      const input = request.body?.fulfillment ?? {};
      const groups = Array.isArray(input.line_items_by_fulfillment_order)
        ? (input.line_items_by_fulfillment_order as Body[])
        : [];
      const orderId = Number(groups[0]?.fulfillment_order_id);
      const row = Number.isSafeInteger(orderId) ? await shops.one(shop, 'order', orderId) : null;
      if (!row || groups.length !== 1) return fail(reply, 422, { fulfillment_order_id: ['is invalid'] });
      const lines = row.body.line_items as Body[];
      const named = groups[0]?.fulfillment_order_line_items;
      const taken = new Map<number, number>(
        Array.isArray(named)
          ? (named as Body[]).map((l) => [Number(l.id), Number(l.quantity)])
          : lines.map((l) => [Number(l.id), fulfillableOf(l)]),
      );
      for (const [lineId, quantity] of taken) {
        const line = lines.find((l) => Number(l.id) === lineId);
        if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > fulfillableOf(line))
          return fail(reply, 422, ['Fulfillment order has an unfulfillable status= closed.']);
      }
      if (taken.size === 0)
        return fail(reply, 422, ['Fulfillment order has an unfulfillable status= closed.']);
      const tracking = (input.tracking_info ?? {}) as Body;
      const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);
      const fulfillment = await shops.create(
        shop,
        'fulfillment',
        (id) => ({
          id,
          order_id: orderId,
          status: 'success',
          tracking_company: text(tracking.company, 255),
          tracking_number: text(tracking.number, 255),
          tracking_numbers: typeof tracking.number === 'string' ? [tracking.number.slice(0, 255)] : [],
          tracking_url: text(tracking.url, 2000),
          line_items: lines
            .filter((l) => taken.has(Number(l.id)))
            .map((l) => ({ ...l, quantity: taken.get(Number(l.id)) })),
          created_at: new Date().toISOString(),
        }),
        orderId,
      );
      const order = fulfilledOrder(row.body, taken);
      await shops.replace(shop, 'order', orderId, order);
      await shops.emit(shop, 'fulfillments/create', fulfillment, request.params.version);
      await shops.emit(shop, 'orders/updated', order, request.params.version);
      return reply.status(201).send({ fulfillment });
    },
  );

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    `${BASE}/webhooks.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      return shop ? list(request, reply, shop, 'webhook', 'webhooks') : reply;
    },
  );

  app.post<{ Params: Params; Body: { webhook?: Body } }>(
    `${BASE}/webhooks.json`,
    hidden,
    async (request, reply) => {
      const shop = await caller(request, reply);
      if (!shop) return reply;
      const input = request.body?.webhook ?? {};
      const topic = String(input.topic ?? '');
      const address = String(input.address ?? '');
      if (!WEBHOOK_TOPICS.has(topic)) return fail(reply, 422, { topic: ['Invalid topic specified.'] });
      if (!/^https?:\/\/[^\s]+$/.test(address) || address.length > 2000)
        return fail(reply, 422, { address: ['is invalid'] });
      const at = new Date().toISOString();
      const webhook = await shops.create(shop, 'webhook', (id) => ({
        id,
        address,
        topic,
        format: 'json',
        api_version: request.params.version,
        created_at: at,
        updated_at: at,
      }));
      return reply.status(201).send({ webhook });
    },
  );

  app.delete<{ Params: Params }>(`${BASE}/webhooks/:file`, hidden, async (request, reply) => {
    const shop = await caller(request, reply);
    if (!shop) return reply;
    const id = idOf(request.params.file);
    return id !== null && (await shops.remove(shop, 'webhook', id)) ? {} : fail(reply, 404, 'Not Found');
  });
};
