import { holdsScope } from '@dropmall/contract';
import { GraphQLError } from 'graphql';
import { fulfilledOrder } from '../resources';
import type { SandboxShop, SandboxShops } from '../shops';
import { connection, fulfillmentOrdersOf, gid, idOf, orderObject, productObject } from './objects';
import { productFromSet, type SetInput, type UserError } from './product-set';
import { syncFields } from './sync-fields';

type Body = Record<string, unknown>;

/** The sandbox's sales channels; a product is sold in the shop's own storefront once on the Online Store. */
export const PUBLICATIONS = [
  { id: 1, title: 'Online Store', app: 'online_store' },
  { id: 2, title: 'Point of Sale', app: 'pos' },
] as const;
export const ONLINE_STORE = PUBLICATIONS[0].id;

/** REST topic names (how the sandbox keeps and sends them) and GraphQL's enum values. */
const TOPICS: Record<string, string> = {
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_CANCELLED: 'orders/cancelled',
  ORDERS_PAID: 'orders/paid',
  ORDERS_FULFILLED: 'orders/fulfilled',
  PRODUCTS_CREATE: 'products/create',
  PRODUCTS_UPDATE: 'products/update',
  APP_UNINSTALLED: 'app/uninstalled',
};
const enumOf = (rest: unknown) => Object.entries(TOPICS).find(([, r]) => r === rest)?.[0] ?? null;

/** What each root field needs (a write scope holds its read); none: any installed app may ask. */
const NEEDS: Record<string, string> = {
  products: 'read_products',
  product: 'read_products',
  productOperation: 'read_products',
  productSet: 'write_products',
  publications: 'read_publications',
  publishablePublish: 'write_publications',
  orders: 'read_orders',
  order: 'read_orders',
  fulfillmentCreate: 'write_merchant_managed_fulfillment_orders',
  nodes: 'read_products',
  inventorySetQuantities: 'write_inventory',
  productVariantsBulkUpdate: 'write_products',
  productUpdate: 'write_products',
};

/** Shopify's answer to a field the app's scopes do not reach. */
function accessDenied(field: string, scope: string) {
  return new GraphQLError(`Access denied for ${field} field. Required access: \`${scope}\` access scope.`, {
    extensions: {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess: `\`${scope}\` access scope.`,
    },
  });
}

/** An `updated_at:>='...'` search term (the only one Dropmall sends); no term: every order. */
function updatedSince(query: string | undefined): number {
  const m = /updated_at:>=?'?([^' ]+)'?/.exec(query ?? '');
  const at = m ? Date.parse(m[1] ?? '') : Number.NaN;
  if (m && Number.isNaN(at)) throw new GraphQLError(`Invalid search term ${query}`);
  return Number.isNaN(at) ? 0 : at;
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/** Each shop's productSet calls, one after the other (this process's; the sandbox is a development aid). */
const productWrites = new Map<number, Promise<void>>();

/** Who calls: the shop, and the app's scopes (the shop's own app, or the platform's installed one). */
export interface AppCaller {
  shop: SandboxShop;
  scopes: string[];
  appClientId: string | null;
}

/**
 * The sandbox shop's query and mutation root fields over its records, as Shopify's Admin GraphQL API answers
 * them for an app holding `scopes`. `emit` sends the shop's webhooks (orders/updated after a fulfillment).
 */
export function rootFields(shops: SandboxShops, caller: AppCaller, version: string) {
  const { shop } = caller;
  const granted = new Set(caller.scopes);
  const guard =
    <A, R, C, I>(field: string, run: (args: A, context: C, info: I) => Promise<R> | R) =>
    (args: A, context: C, info: I) => {
      const scope = NEEDS[field];
      if (scope && !holdsScope(granted, scope)) throw accessDenied(field, scope);
      return run(args, context, info);
    };
  const sync = syncFields(shops, shop, version);
  const all = async (kind: 'product' | 'order' | 'webhook' | 'fulfillment', parentId?: number) =>
    (await shops.page(shop, kind, 0, 100_000, parentId)).rows;
  const productRow = async (id: unknown) => {
    const n = idOf(id);
    return Number.isSafeInteger(n) ? shops.one(shop, 'product', n) : null;
  };
  const orderOf = async (row: { id: number; body: Body }) =>
    orderObject(
      row.body,
      (await all('fulfillment', row.id)).map((f) => f.body),
      holdsScope(granted, 'read_merchant_managed_fulfillment_orders'),
    );

  const query = {
    nodes: guard('nodes', sync.query.nodes),
    shop: () => ({
      id: gid('Shop', shop.id),
      name: shop.name,
      email: `owner@${shop.handle}.example`,
      currencyCode: shop.currency,
      myshopifyDomain: `${shop.handle}.myshopify.com`,
    }),
    currentAppInstallation: () => ({
      id: gid('AppInstallation', shop.id),
      accessScopes: [...granted].map((handle) => ({ handle, description: handle })),
    }),
    products: guard('products', async (args: { first?: number; after?: string }) =>
      connection(
        (await all('product')).map((r) => productObject(r.body)),
        args,
      ),
    ),
    product: guard('product', async ({ id }: { id: string }) => {
      const row = await productRow(id);
      return row ? productObject(row.body) : null;
    }),
    productOperation: guard('productOperation', async ({ id }: { id: string }) => {
      const n = idOf(id);
      const row = Number.isSafeInteger(n) ? await shops.one(shop, 'operation', n) : null;
      if (!row) return null;
      const op = row.body as { product_id: number | null; user_errors: UserError[]; complete_at: number };
      // Done at once, reported complete a moment later, as a background job would be.
      const complete = Date.now() >= op.complete_at;
      return {
        __typename: 'ProductSetOperation',
        id,
        status: complete ? 'COMPLETE' : 'ACTIVE',
        product: complete && op.product_id ? { id: gid('Product', op.product_id) } : null,
        userErrors: complete ? op.user_errors : [],
      };
    }),
    publications: guard('publications', (args: { first?: number; after?: string }) =>
      connection(
        PUBLICATIONS.map((p) => ({
          id: gid('Publication', p.id),
          catalog: {
            __typename: 'AppCatalog',
            id: gid('AppCatalog', p.id),
            title: p.title,
            apps: (a: { first?: number }) => connection([{ id: gid('App', p.id), handle: p.app }], a),
          },
        })),
        args,
      ),
    ),
    orders: guard('orders', async (args: { first?: number; after?: string; query?: string }) => {
      const since = updatedSince(args.query);
      const rows = (await all('order'))
        .filter((r) => Date.parse(String(r.body.updated_at)) >= since)
        .sort((a, b) => Date.parse(String(a.body.updated_at)) - Date.parse(String(b.body.updated_at)));
      return connection(await Promise.all(rows.map(orderOf)), args);
    }),
    order: guard('order', async ({ id }: { id: string }) => {
      const n = idOf(id);
      const row = Number.isSafeInteger(n) ? await shops.one(shop, 'order', n) : null;
      return row ? orderOf(row) : null;
    }),
    webhookSubscriptions: async (args: { first?: number; after?: string; topics?: string[] }) =>
      connection(
        (await all('webhook'))
          .map((r) => ({
            id: gid('WebhookSubscription', r.id),
            topic: enumOf(r.body.topic),
            uri: r.body.address,
          }))
          .filter((w) => w.topic && (!args.topics || args.topics.includes(w.topic))),
        args,
      ),
  };

  const mutation = {
    inventorySetQuantities: guard('inventorySetQuantities', sync.mutation.inventorySetQuantities),
    productVariantsBulkUpdate: guard('productVariantsBulkUpdate', sync.mutation.productVariantsBulkUpdate),
    productUpdate: guard('productUpdate', sync.mutation.productUpdate),
    productSet: guard(
      'productSet',
      async (args: {
        input: SetInput;
        identifier?: { id?: string; handle?: string } | null;
        synchronous?: boolean;
      }) => {
        const synchronous = args.synchronous ?? true;
        const outcome = await setProduct(args.input, args.identifier ?? null, synchronous);
        if (synchronous)
          return {
            product: outcome.productId ? { id: gid('Product', outcome.productId) } : null,
            productSetOperation: null,
            userErrors: outcome.userErrors,
          };
        // Asynchronous: the input's own errors come back now; the operation reports the rest.
        const op = await shops.create(shop, 'operation', (id) => ({
          id,
          product_id: outcome.productId,
          user_errors: outcome.userErrors,
          complete_at: Date.now() + 300,
        }));
        return {
          product: null,
          productSetOperation: { id: gid('ProductSetOperation', op.id), status: 'CREATED', userErrors: [] },
          userErrors: [],
        };
      },
    ),
    publishablePublish: guard(
      'publishablePublish',
      async ({ id, input }: { id: string; input: { publicationId?: string | null }[] }) => {
        const row = await productRow(id);
        if (!row)
          return { publishable: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
        const wanted = input.map((p) => idOf(p.publicationId));
        if (wanted.some((p) => !PUBLICATIONS.some((known) => known.id === p)))
          return {
            publishable: null,
            userErrors: [{ field: ['input'], message: 'Publication does not exist' }],
          };
        const on = new Set([...((row.body.publications as number[] | undefined) ?? []), ...wanted]);
        await shops.replace(shop, 'product', row.id, { ...row.body, publications: [...on] });
        return { publishable: { id }, userErrors: [] };
      },
    ),
    fulfillmentCreate: guard('fulfillmentCreate', (args: { fulfillment: FulfillmentInput }) =>
      createFulfillment(args.fulfillment),
    ),
    webhookSubscriptionCreate: async (args: {
      topic: string;
      webhookSubscription: { uri?: string | null };
    }) => {
      const topic = TOPICS[args.topic];
      if (args.topic.startsWith('ORDERS_') && !holdsScope(granted, 'read_orders'))
        return {
          webhookSubscription: null,
          userErrors: [{ field: ['topic'], message: 'Access denied for topic: requires read_orders' }],
        };
      if (!topic)
        return {
          webhookSubscription: null,
          userErrors: [{ field: ['topic'], message: 'Topic is not supported' }],
        };
      const uri = args.webhookSubscription.uri ?? '';
      let url: URL | null = null;
      try {
        url = new URL(uri);
      } catch {}
      // Shopify delivers to https only; the sandbox of a developer's machine (a server not itself on https) lets
      // a loopback address be http.
      const httpAllowed = !shops.httpsWebhooksOnly && url?.protocol === 'http:' && isLoopback(url.hostname);
      if (!url || !(url.protocol === 'https:' || httpAllowed))
        return {
          webhookSubscription: null,
          userErrors: [
            { field: ['webhookSubscription', 'uri'], message: 'Address protocol http:// is not supported' },
          ],
        };
      const at = new Date().toISOString();
      const made = await shops.create(shop, 'webhook', (id) => ({
        id,
        address: uri,
        topic,
        format: 'json',
        api_version: version,
        // The app that subscribed: its deliveries are signed with its secret.
        ...(caller.appClientId ? { app_client_id: caller.appClientId } : {}),
        created_at: at,
        updated_at: at,
      }));
      return {
        webhookSubscription: { id: gid('WebhookSubscription', made.id), topic: args.topic, uri },
        userErrors: [],
      };
    },
  };

  /** One productSet of a shop at a time: a handle is unique in Shopify, also to two calls at once. */
  function setProduct(
    input: SetInput,
    identifier: { id?: string; handle?: string } | null,
    synchronous: boolean,
  ): Promise<{ productId: number | null; userErrors: UserError[] }> {
    const before = productWrites.get(shop.id) ?? Promise.resolve();
    const mine = before.then(() => writeProduct(input, identifier, synchronous));
    productWrites.set(
      shop.id,
      mine.then(
        () => undefined,
        () => undefined,
      ),
    );
    return mine;
  }

  async function writeProduct(
    input: SetInput,
    identifier: { id?: string; handle?: string } | null,
    _synchronous: boolean,
  ): Promise<{ productId: number | null; userErrors: UserError[] }> {
    let existing: { id: number; body: Body } | null = null;
    if (identifier?.id) {
      existing = await productRow(identifier.id);
      if (!existing)
        return {
          productId: null,
          userErrors: [
            {
              code: 'PRODUCT_DOES_NOT_EXIST',
              field: ['identifier', 'id'],
              message: 'Product does not exist',
            },
          ],
        };
    } else if (identifier?.handle) {
      existing = (await all('product')).find((r) => r.body.handle === identifier.handle) ?? null;
    }
    const handle = identifier?.handle ?? input.handle;
    if (!existing && handle && (await all('product')).some((r) => r.body.handle === handle))
      return {
        productId: null,
        userErrors: [
          { code: 'HANDLE_NOT_UNIQUE', field: ['input', 'handle'], message: 'Handle has already been taken' },
        ],
      };
    const write = (id: number, previous: Body | null) => productFromSet(id, { ...input, handle }, previous);
    if (existing) {
      const set = write(existing.id, existing.body);
      if ('userErrors' in set) return { productId: null, userErrors: set.userErrors };
      await shops.replace(shop, 'product', existing.id, set.body);
      await shops.emit(shop, 'products/update', set.body, version);
      return { productId: existing.id, userErrors: [] };
    }
    const check = write(0, null);
    if ('userErrors' in check) return { productId: null, userErrors: check.userErrors };
    const body = await shops.create(shop, 'product', (id) => {
      const set = write(id, null);
      return 'body' in set ? set.body : {};
    });
    await shops.emit(shop, 'products/create', body, version);
    return { productId: Number(body.id), userErrors: [] };
  }

  async function createFulfillment(input: FulfillmentInput) {
    const refuse = (message: string) => ({
      fulfillment: null,
      userErrors: [{ field: ['fulfillment'], message }],
    });
    const groups = input.lineItemsByFulfillmentOrder ?? [];
    const orderIds = new Set(groups.map((g) => Math.floor(idOf(g.fulfillmentOrderId) / 10)));
    const [orderId] = [...orderIds];
    if (groups.length === 0 || orderIds.size !== 1 || orderId === undefined)
      return refuse('Fulfillment orders must belong to the same order.');
    const row = await shops.one(shop, 'order', orderId);
    if (!row) return refuse('Fulfillment order does not exist.');
    const open = fulfillmentOrdersOf(row.body);
    const chosen = groups.map((g) => ({ group: g, fo: open.find((fo) => fo.id === g.fulfillmentOrderId) }));
    if (chosen.some((c) => !c.fo)) return refuse('Fulfillment order does not exist.');
    if (new Set(chosen.map((c) => c.fo?.locationId)).size > 1)
      return refuse('All fulfillment orders must be assigned to the same location.');
    const taken = new Map<number, number>();
    for (const { group, fo } of chosen) {
      if (!fo?.supportedActions.some((a) => a.action === 'CREATE_FULFILLMENT'))
        return refuse(
          `Fulfillment order ${fo?.id} has an unfulfillable status= ${fo?.status.toLowerCase()}.`,
        );
      const lines = fo.lineItems({ first: 250 }).nodes;
      const named =
        group.fulfillmentOrderLineItems ?? lines.map((l) => ({ id: l.id, quantity: l.remainingQuantity }));
      for (const item of named) {
        const line = lines.find((l) => l.id === item.id);
        if (!line) return refuse(`Invalid fulfillment order line item id ${item.id}.`);
        if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > line.remainingQuantity)
          return refuse('Invalid fulfillment order line item quantity requested.');
        taken.set(line.lineItemId, (taken.get(line.lineItemId) ?? 0) + item.quantity);
      }
    }
    const tracking = input.trackingInfo ?? {};
    const lines = row.body.line_items as Body[];
    const fulfillment = await shops.create(
      shop,
      'fulfillment',
      (id) => ({
        id,
        order_id: orderId,
        status: 'success',
        tracking_company: tracking.company?.slice(0, 255) ?? null,
        tracking_number: tracking.number?.slice(0, 255) ?? null,
        tracking_numbers: tracking.number ? [tracking.number.slice(0, 255)] : [],
        tracking_url: tracking.url?.slice(0, 2000) ?? null,
        line_items: lines
          .filter((l) => taken.has(Number(l.id)))
          .map((l) => ({ ...l, quantity: taken.get(Number(l.id)) })),
        created_at: new Date().toISOString(),
      }),
      orderId,
    );
    const order = fulfilledOrder(row.body, taken);
    await shops.replace(shop, 'order', orderId, order);
    await shops.emit(shop, 'fulfillments/create', fulfillment, version);
    await shops.emit(shop, 'orders/updated', order, version);
    return { fulfillment: { id: gid('Fulfillment', fulfillment.id) }, userErrors: [] };
  }

  return { query, mutation };
}

interface FulfillmentInput {
  lineItemsByFulfillmentOrder?: {
    fulfillmentOrderId: string;
    fulfillmentOrderLineItems?: { id: string; quantity: number }[] | null;
  }[];
  trackingInfo?: { number?: string | null; company?: string | null; url?: string | null } | null;
  notifyCustomer?: boolean | null;
}
