import { type Language, SHOPIFY_API_VERSION, toLanguage } from '@dropmall/contract';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../../../http/access';
import { ONLINE_STORE } from './graphql/root-fields';
import { ownProductBody } from './own-products';
import { orderBody } from './resources';
import type { SandboxShops } from './shops';

const words = {
  en: {
    note: 'Sandbox store: a stand-in for your own Shopify store. Orders placed here are test orders.',
    empty: 'No products yet: publish products to this store from Dropmall.',
    buy: 'Place order',
    product: 'Product',
    name: 'Name',
    email: 'E-mail',
    address: 'Address',
    city: 'City',
    zip: 'Postcode',
    country: 'Country',
    quantity: 'Quantity',
    placed: 'Order {no} placed.',
    orders: 'Recent orders',
    products: 'Products',
    variants: '{n} variants',
    variant: '{n} variant',
    inStock: '{n} in stock',
    fulfilled: 'fulfilled',
    partial: 'partly fulfilled',
    open: 'waiting for fulfilment',
    cancelled: 'cancelled',
    cancel: 'Cancel order (as the shop owner)',
    paysLater: 'The customer pays later (bank slip)',
    twice: 'The store reports the order twice at once (Shopify delivers webhooks at least once)',
    unpaid: 'awaiting payment',
    markPaid: 'Mark as paid (the payment arrived)',
    paidNote: 'Order {no} is paid.',
    cancelledNote: 'Order {no} cancelled.',
    apps: 'Apps',
    uninstall: 'Uninstall the apps (as the shop owner)',
    uninstalledNote: 'The apps were uninstalled: their access and webhooks are gone.',
    shipped: 'Shipped with {carrier}, tracking number {number}',
    missing: 'This sandbox store does not exist.',
    bad: 'Please fill in every field.',
    addProduct: 'Add a product (as the shop owner)',
    title: 'Title',
    sku: 'SKU',
    barcode: 'Barcode',
    price: 'Price',
    add: 'Add product',
    addedNote: 'Product {title} added.',
  },
  zh: {
    note: '沙箱店铺：代替您自己的 Shopify 店铺，这里下的订单是测试订单。',
    empty: '暂无商品：请从 Dropmall 发布商品到此店铺。',
    buy: '下单',
    product: '商品',
    name: '姓名',
    email: '邮箱',
    address: '地址',
    city: '城市',
    zip: '邮编',
    country: '国家',
    quantity: '数量',
    placed: '订单 {no} 已下单。',
    orders: '最近订单',
    products: '商品',
    variants: '{n} 个规格',
    variant: '{n} 个规格',
    inStock: '库存 {n}',
    fulfilled: '已发货',
    partial: '部分发货',
    open: '待发货',
    cancelled: '已取消',
    cancel: '取消订单（以店主身份）',
    paysLater: '顾客稍后付款（银行单据）',
    twice: '店铺同时两次推送该订单（Shopify 的 Webhook 至少送达一次）',
    unpaid: '待付款',
    markPaid: '标记为已付款（款项已到）',
    paidNote: '订单 {no} 已付款。',
    cancelledNote: '订单 {no} 已取消。',
    apps: '应用',
    uninstall: '卸载应用（以店主身份）',
    uninstalledNote: '应用已卸载：其访问权限和回调均已删除。',
    shipped: '承运商 {carrier}，运单号 {number}',
    missing: '该沙箱店铺不存在。',
    bad: '请填写所有字段。',
    addProduct: '添加商品（以店主身份）',
    title: '标题',
    sku: 'SKU',
    barcode: '条形码',
    price: '价格',
    add: '添加商品',
    addedNote: '商品 {title} 已添加。',
  },
} as const;

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
type Body = Record<string, unknown>;

function page(lang: Language, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{margin:0;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','WenQuanYi Micro Hei',sans-serif;background:#f6f6f7;color:#202223}
main{max-width:760px;margin:32px auto;padding:0 16px}h1{margin:0}.note{color:#6d7175}.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:20px;margin:16px 0}
label{display:block;font-size:13px;color:#6d7175;margin-top:8px}input,select{width:100%;box-sizing:border-box;padding:8px;border:1px solid #c9cccf;border-radius:6px;font:inherit}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}button{margin-top:16px;background:#008060;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer}
.products{list-style:none;padding:0;margin:0}.products li{display:flex;gap:12px;align-items:center;border-top:1px solid #eee;padding:8px 0}.products img{width:56px;height:56px;object-fit:cover;border-radius:6px;background:#eee}.muted{color:#6d7175;font-size:13px}
label.check{display:flex;gap:8px;align-items:center;margin-top:12px;color:#202223;font-size:14px}label.check input{width:auto}button.secondary.paid{color:#008060;border-color:#008060}button.secondary{margin-top:6px;background:#fff;color:#d72c0d;border:1px solid #d72c0d;padding:4px 10px;font-size:13px}.ok{background:#e3f1df;border-radius:8px;padding:10px 14px}.err{background:#fed3d1;border-radius:8px;padding:10px 14px}li{margin:4px 0}
</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox store's shopfront: a person places a "customer" order, which the store reports by webhook. */
export const sandboxPageRoutes: FastifyPluginAsync<{ shops: SandboxShops }> = async (app, { shops }) => {
  const open = { config: { access: access.anonymous }, schema: { hide: true } } as const;

  app.get<{
    Params: { shop: string };
    Querystring: {
      placed?: string;
      error?: string;
      cancelled?: string;
      paid?: string;
      uninstalled?: string;
      added?: string;
    };
  }>('/sandbox/store/:shop', open, async (request, reply) => {
    const lang = toLanguage(request.headers['accept-language']);
    const w = words[lang];
    const shop = await shops.byHandle(request.params.shop);
    reply.type('text/html; charset=utf-8');
    if (!shop) return reply.status(404).send(page(lang, w.missing, `<p class="err">${w.missing}</p>`));
    // The shopfront sells what is on the Online Store channel (products written before channels existed were).
    const products = (await shops.page(shop, 'product', 0, 100)).rows
      .map((r) => r.body)
      .filter((p) => !Array.isArray(p.publications) || p.publications.includes(ONLINE_STORE))
      // A draft product (unpublished by its app or the owner) is not sold.
      .filter((p) => p.status !== 'draft');
    const orders = (await shops.page(shop, 'order', 0, 100)).rows
      .map((r) => r.body)
      .reverse()
      .slice(0, 10);
    // The orders' fulfillments, newest first, by order: each shows its carrier and tracking number.
    const fulfillments = new Map<number, Body[]>();
    for (const r of (await shops.page(shop, 'fulfillment', 0, 250)).rows) {
      const orderId = Number(r.body.order_id);
      fulfillments.set(orderId, [...(fulfillments.get(orderId) ?? []), r.body]);
    }
    const state = (o: Body) =>
      o.cancelled_at
        ? w.cancelled
        : o.fulfillment_status === 'fulfilled'
          ? w.fulfilled
          : o.fulfillment_status === 'partial'
            ? w.partial
            : w.open;
    const shipped = (o: Body) =>
      (fulfillments.get(Number(o.id)) ?? [])
        .map(
          (f) =>
            `<div class="muted" data-fulfillment-id="${esc(f.id)}">${w.shipped
              .replace('{carrier}', `<strong>${esc(f.tracking_company ?? '-')}</strong>`)
              .replace('{number}', `<strong>${esc(f.tracking_number ?? '-')}</strong>`)}</div>`,
        )
        .join('');
    const options = products
      .flatMap((p) =>
        (p.variants as Body[]).map(
          (v) =>
            `<option value="${esc(p.id)}:${esc(v.id)}">${esc(p.title)} · ${esc(v.title)} · ${esc(shop.currency)} ${esc(v.price)}${v.inventory_management === 'shopify' ? ` · ${w.inStock.replace('{n}', String(v.inventory_quantity ?? 0))}` : ''}</option>`,
        ),
      )
      .join('');
    const field = (name: keyof typeof w, type = 'text', value = '') =>
      `<div><label for="${name}">${w[name]}</label><input id="${name}" name="${name}" type="${type}" value="${esc(value)}" required></div>`;
    const form = products.length
      ? `<form method="post" class="card" action="/sandbox/store/${esc(shop.handle)}/orders">
<label for="variant">${w.product}</label><select id="variant" name="variant">${options}</select>
<div class="grid">${field('quantity', 'number', '1')}${field('name', 'text', 'Maria Silva')}${field('email', 'email', 'maria@example.com')}${field('address', 'text', 'Rua Augusta, 100')}${field('city', 'text', 'São Paulo')}${field('zip', 'text', '01305-000')}${field('country', 'text', 'BR')}</div>
<label class="check"><input type="checkbox" name="paysLater" value="1"> ${w.paysLater}</label>
<label class="check"><input type="checkbox" name="twice" value="1"> ${w.twice}</label>
<button type="submit">${w.buy}</button></form>`
      : `<p class="card">${w.empty}</p>`;
    const catalogue = products.length
      ? `<div class="card"><h2>${w.products}</h2><ul class="products">${products
          .map((p) => {
            const image = (p.image as Body | null)?.src;
            const list = p.variants as Body[];
            const prices = list.map((v) => Number(v.price)).sort((a, b) => a - b);
            const low = (prices[0] ?? 0).toFixed(2);
            const high = (prices.at(-1) ?? 0).toFixed(2);
            const range = low === high ? low : `${low} – ${high}`;
            const variants = `${(list.length === 1 ? w.variant : w.variants).replace('{n}', String(list.length))} · ${esc(shop.currency)} ${range}`;
            return `<li data-product-id="${esc(p.id)}">${image ? `<img src="${esc(image)}" alt="">` : ''}<div><strong>${esc(p.title)}</strong><div class="muted">${variants}</div></div></li>`;
          })
          .join('')}</ul></div>`
      : '';
    const placed = request.query.placed
      ? `<p class="ok" role="status">${esc(w.placed.replace('{no}', request.query.placed))}</p>`
      : '';
    const error = request.query.error ? `<p class="err" role="alert">${w.bad}</p>` : '';
    const paid = request.query.paid
      ? `<p class="ok" role="status">${esc(w.paidNote.replace('{no}', request.query.paid))}</p>`
      : '';
    const uninstalled =
      request.query.uninstalled !== undefined ? `<p class="ok" role="status">${w.uninstalledNote}</p>` : '';
    const added = request.query.added
      ? `<p class="ok" role="status">${esc(w.addedNote.replace('{title}', request.query.added))}</p>`
      : '';
    const own = (name: 'title' | 'sku' | 'barcode' | 'price', required: boolean) =>
      `<div><label for="own-${name}">${w[name]}</label><input id="own-${name}" name="${name}" ${required ? 'required' : ''}></div>`;
    const addForm = `<form method="post" class="card" action="/sandbox/store/${esc(shop.handle)}/products"><h2>${w.addProduct}</h2><div class="grid">${own('title', true)}${own('sku', false)}${own('barcode', false)}${own('price', true)}</div><button type="submit" class="secondary">${w.add}</button></form>`;
    const apps = `<div class="card"><h2>${w.apps}</h2><form method="post" action="/sandbox/store/${esc(shop.handle)}/uninstall"><button type="submit" class="secondary">${w.uninstall}</button></form></div>`;
    const cancelled = request.query.cancelled
      ? `<p class="ok" role="status">${esc(w.cancelledNote.replace('{no}', request.query.cancelled))}</p>`
      : '';
    const list = orders.length
      ? `<div class="card"><h2>${w.orders}</h2><ul>${orders
          .map(
            (o) =>
              `<li data-order-id="${esc(o.id)}">${esc(o.name)} · ${esc(o.currency)} ${esc(o.total_price)} · ${state(o)}${
                o.financial_status === 'pending' && !o.cancelled_at
                  ? ` · ${w.unpaid}<form method="post" action="/sandbox/store/${esc(shop.handle)}/orders/${esc(o.id)}/paid"><button type="submit" class="secondary paid">${w.markPaid}</button></form>`
                  : ''
              }${shipped(o)}${
                o.cancelled_at || o.fulfillment_status === 'fulfilled'
                  ? ''
                  : `<form method="post" action="/sandbox/store/${esc(shop.handle)}/orders/${esc(o.id)}/cancel"><button type="submit" class="secondary">${w.cancel}</button></form>`
              }</li>`,
          )
          .join('')}</ul></div>`
      : '';
    return page(
      lang,
      shop.name,
      `<h1>${esc(shop.name)}</h1><p class="note">${w.note}</p>${placed}${paid}${cancelled}${uninstalled}${added}${error}${catalogue}${form}${list}${addForm}${apps}`,
    );
  });

  app.post<{ Params: { shop: string }; Body: Record<string, string | undefined> }>(
    '/sandbox/store/:shop/orders',
    open,
    async (request, reply) => {
      const shop = await shops.byHandle(request.params.shop);
      if (!shop) return reply.status(404).send();
      const b = request.body ?? {};
      const back = `/sandbox/store/${shop.handle}`;
      // '<product id>:<variant id>', as the form's options name them (a bare variant id is looked for).
      const [first, second] = String(b.variant ?? '')
        .split(':')
        .map(Number);
      const variantId = second ?? first ?? Number.NaN;
      const quantity = Number(b.quantity);
      const product =
        second !== undefined && Number.isSafeInteger(first)
          ? await shops.one(shop, 'product', first as number)
          : ((await shops.page(shop, 'product', 0, 1000)).rows.find((r) =>
              ((r.body.variants as Body[] | undefined) ?? []).some((v) => v.id === variantId),
            ) ?? null);
      const customer = {
        name: String(b.name ?? '')
          .trim()
          .slice(0, 100),
        email: String(b.email ?? '')
          .trim()
          .slice(0, 200),
        address: String(b.address ?? '')
          .trim()
          .slice(0, 200),
        city: String(b.city ?? '')
          .trim()
          .slice(0, 100),
        zip: String(b.zip ?? '')
          .trim()
          .slice(0, 20),
        country: String(b.country ?? '')
          .trim()
          .slice(0, 2)
          .toUpperCase(),
      };
      const variants = (product?.body.variants as Body[] | undefined) ?? [];
      if (
        !product ||
        !variants.some((v) => v.id === variantId) ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > 999 ||
        product.body.status === 'draft' ||
        Object.values(customer).some((v) => v === '')
      )
        return reply.redirect(`${back}?error=1`, 303);
      // A tracked variant sells what it has (Shopify's default policy: deny when out of stock), and the sale
      // takes it down.
      const sold = variants.find((v) => v.id === variantId) as Body;
      if (sold.inventory_management === 'shopify') {
        const left = Number(sold.inventory_quantity ?? 0) - quantity;
        if (left < 0) return reply.redirect(`${back}?error=1`, 303);
        await shops.replace(shop, 'product', product.id, {
          ...product.body,
          variants: variants.map((v) => (v.id === variantId ? { ...v, inventory_quantity: left } : v)),
        });
      }
      const number = 1001 + (await shops.count(shop, 'order'));
      const order = await shops.create(shop, 'order', (id) =>
        orderBody(id, {
          product: product.body,
          variantId,
          quantity,
          customer,
          currency: shop.currency,
          number,
          paysLater: b.paysLater === '1',
        }),
      );
      await shops.emit(shop, 'orders/create', order, SHOPIFY_API_VERSION, b.twice === '1' ? 2 : 1);
      return reply.redirect(`${back}?placed=${encodeURIComponent(String(order.name))}`, 303);
    },
  );

  /**
   * The shop owner acts on one order: `change` answers the order's next version and the topics the store
   * reports it under (or null when the order is past it), and the shopfront says what happened.
   */
  const ownerAction = (
    path: string,
    done: 'paid' | 'cancelled',
    change: (order: Body, at: string) => { order: Body; topics: string[] } | null,
  ) =>
    app.post<{ Params: { shop: string; id: string } }>(path, open, async (request, reply) => {
      const shop = await shops.byHandle(request.params.shop);
      if (!shop) return reply.status(404).send();
      const back = `/sandbox/store/${shop.handle}`;
      const id = Number(request.params.id);
      const row = Number.isSafeInteger(id) ? await shops.one(shop, 'order', id) : null;
      if (!row) return reply.status(404).send();
      const next = change(row.body as Body, new Date().toISOString());
      if (!next) return reply.redirect(back, 303);
      await shops.replace(shop, 'order', id, next.order);
      for (const topic of next.topics) await shops.emit(shop, topic, next.order, SHOPIFY_API_VERSION);
      return reply.redirect(`${back}?${done}=${encodeURIComponent(String(next.order.name))}`, 303);
    });

  // The shop owner adds a product of its own (Shopify: Products > Add product): one variant.
  app.post<{ Params: { shop: string }; Body: Record<string, string | undefined> }>(
    '/sandbox/store/:shop/products',
    open,
    async (request, reply) => {
      const shop = await shops.byHandle(request.params.shop);
      if (!shop) return reply.status(404).send();
      const b = request.body ?? {};
      const back = `/sandbox/store/${shop.handle}`;
      const text = (v: string | undefined, max: number) =>
        String(v ?? '')
          .trim()
          .slice(0, max);
      const title = text(b.title, 255);
      const price = Number(text(b.price, 20));
      if (!title || !Number.isFinite(price) || price < 0) return reply.redirect(`${back}?error=1`, 303);
      const body = await shops.create(shop, 'product', (id) =>
        ownProductBody(id, {
          title,
          variants: [
            { sku: text(b.sku, 255), barcode: text(b.barcode, 255), price: price.toFixed(2), options: [] },
          ],
        }),
      );
      await shops.emit(shop, 'products/create', body, SHOPIFY_API_VERSION);
      return reply.redirect(`${back}?added=${encodeURIComponent(title)}`, 303);
    },
  );

  // The shop owner removes the apps (Shopify: Settings > Apps and sales channels > Uninstall).
  app.post<{ Params: { shop: string } }>('/sandbox/store/:shop/uninstall', open, async (request, reply) => {
    const shop = await shops.byHandle(request.params.shop);
    if (!shop) return reply.status(404).send();
    await shops.uninstallApps(shop, SHOPIFY_API_VERSION);
    return reply.redirect(`/sandbox/store/${shop.handle}?uninstalled=1`, 303);
  });

  // The customer's payment arrives (Shopify: Orders > Collect payment, Mark as paid).
  ownerAction('/sandbox/store/:shop/orders/:id/paid', 'paid', (order, at) =>
    order.financial_status !== 'pending' || order.cancelled_at
      ? null
      : {
          order: { ...order, financial_status: 'paid', updated_at: at },
          topics: ['orders/paid', 'orders/updated'],
        },
  );

  // The shop owner cancels an order (Shopify: Orders > Cancel order).
  ownerAction('/sandbox/store/:shop/orders/:id/cancel', 'cancelled', (order, at) =>
    order.cancelled_at || order.fulfillment_status === 'fulfilled'
      ? null
      : {
          order: { ...order, cancelled_at: at, cancel_reason: 'customer', updated_at: at },
          topics: ['orders/cancelled'],
        },
  );
};
