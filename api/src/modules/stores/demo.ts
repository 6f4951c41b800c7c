import { API_BASE, SHOPIFY_API_VERSION } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { type Config, publicUrl } from '../../config';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { DEMO_BUSINESS } from '../../db/seed/demo-accounts';
import { businessIdOfEmail } from '../accounts/business-users';
import { CredentialBox } from './credentials';
import { productFromSet, type SetInput } from './sandbox/graphql/product-set';
import { ONLINE_STORE } from './sandbox/graphql/root-fields';
import { SandboxShops } from './sandbox/shops';

const DEMO_PRODUCTS: SetInput[] = [
  {
    title: 'Canvas Tote Bag',
    descriptionHtml: '<p>Sturdy cotton canvas, 38 x 42 cm.</p>',
    productOptions: [{ name: 'Colour', values: [{ name: 'Natural' }, { name: 'Black' }] }],
    variants: [
      { optionValues: [{ optionName: 'Colour', name: 'Natural' }], price: '19.99', sku: 'TOTE-NAT' },
      { optionValues: [{ optionName: 'Colour', name: 'Black' }], price: '19.99', sku: 'TOTE-BLK' },
    ],
  },
  {
    title: 'Ceramic Mug',
    descriptionHtml: '<p>350 ml, dishwasher safe.</p>',
    productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    variants: [
      { optionValues: [{ optionName: 'Title', name: 'Default Title' }], price: '12.99', sku: 'MUG-350' },
    ],
  },
];

/**
 * The demo business's sandbox store, connected, with two products and subscribed to its order webhooks (as
 * connecting one does), so a newcomer can walk the loop without a store of their own: an order placed on its
 * shopfront shows in CRM > My Orders. Written once (the business has a sandbox store already: nothing happens).
 */
export async function seedDemoStore(db: Db, config: Config): Promise<void> {
  if (!config.STORE_SANDBOX) return;
  const businessId = await businessIdOfEmail(db, DEMO_BUSINESS.email);
  if (!businessId) return;
  const [existing] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.businessId, businessId), eq(stores.platform, 'sandbox')));
  if (existing) return;
  const shops = new SandboxShops(db, async () => {});
  const { shop, clientId, clientSecret } = await shops.open('Sunrise Demo Store', businessId);
  for (const product of DEMO_PRODUCTS)
    await shops.create(shop, 'product', (id) => {
      const set = productFromSet(id, product, null);
      // On the Online Store, as a merchant's own products are.
      return 'body' in set ? { ...set.body, publications: [ONLINE_STORE] } : {};
    });
  const box = new CredentialBox(config.STORE_CREDENTIALS_KEY);
  const owner = `store:${businessId}:sandbox:${shop.handle}`;
  const [row] = await db
    .insert(stores)
    .values({
      businessId,
      platform: 'sandbox',
      name: shop.name,
      shopName: shop.name,
      domain: shop.handle,
      currency: shop.currency,
      credentials: box.seal({ kind: 'client_credentials', clientId, clientSecret }, owner),
      webhookSecret: box.seal(shop.webhookSecret, `${owner}:webhook`),
    })
    .returning({ id: stores.id });
  if (!row) return;
  // The server is not listening yet, so the subscriptions are written into the shop directly.
  const address = `${publicUrl(config)}${API_BASE}/store/webhook/${row.id}`;
  const at = new Date().toISOString();
  for (const topic of ['orders/create', 'orders/updated', 'orders/cancelled'])
    await shops.create(shop, 'webhook', (id) => ({
      id,
      address,
      topic,
      format: 'json',
      api_version: SHOPIFY_API_VERSION,
      created_at: at,
      updated_at: at,
    }));
}
