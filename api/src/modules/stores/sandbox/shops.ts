import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SHOPIFY_SCOPES } from '@dropmall/contract';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ShopifyApp } from '../../../adapters/stores';
import type { Db } from '../../../db/client';
import { sandboxRecords, sandboxShops } from '../../../db/schema/stores';

export type SandboxShop = typeof sandboxShops.$inferSelect;
export type SandboxKind = (typeof sandboxRecords.$inferSelect)['kind'];
type Body = Record<string, unknown>;

/** What a sandbox shop's app is granted unless told otherwise: every scope Dropmall asks for, and their reads. */
export const SANDBOX_SCOPES = [
  ...SHOPIFY_SCOPES,
  ...SHOPIFY_SCOPES.filter((s) => s.startsWith('write_')).map((s) => `read_${s.slice(6)}`),
];

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const now = () => new Date().toISOString();

/** A delivered webhook: where, what, and how it was signed (Shopify's headers). */
export interface WebhookDelivery {
  address: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * The built-in sandbox store's data: shops (one per business that asks), and their products, orders,
 * fulfillments and webhook subscriptions kept as the JSON Shopify's REST Admin API answers.
 */
export class SandboxShops {
  constructor(
    private readonly db: Db,
    /** Sends a signed webhook; failures are the sender's to log (a real store retries, we do not). */
    private readonly send: (delivery: WebhookDelivery) => Promise<void>,
    /** The platform's public app, which merchants may install in a sandbox shop as in a real one. */
    readonly app: ShopifyApp | null = null,
    /** Production-like (this server is itself on https): webhooks go to https addresses only, as Shopify's do. */
    readonly httpsWebhooksOnly = false,
  ) {}

  /**
   * Opens a shop with its app installed (every scope Dropmall needs, or `scopes`): the app's client id and
   * secret are answered, and the secret kept to sign the shop's webhooks and its tokens.
   */
  async open(
    name: string,
    businessId: number | null,
    scopes: readonly string[] = SANDBOX_SCOPES,
  ): Promise<{ shop: SandboxShop; clientId: string; clientSecret: string }> {
    const slug =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 30) || 'shop';
    const [shop] = await this.db
      .insert(sandboxShops)
      .values({
        handle: `${slug}-${randomBytes(3).toString('hex')}`,
        name,
        // No legacy token: the app gets its tokens by the client credentials grant.
        tokenHash: '',
        clientId: randomBytes(16).toString('hex'),
        webhookSecret: `shpss_${randomBytes(16).toString('hex')}`,
        scopes: scopes.join(','),
        businessId,
      })
      .returning();
    if (!shop) throw new Error('sandbox shop not written');
    return { shop, clientId: shop.clientId, clientSecret: shop.webhookSecret };
  }

  /**
   * The client credentials grant: a token for the shop's app when the client id and secret are its own, valid
   * `lifetimeSeconds` (Shopify: a day), until the shop's token generation moves on. Signed, not stored.
   */
  grant(shop: SandboxShop, clientId: string, clientSecret: string, lifetimeSeconds = 86_399) {
    const same = (a: string, b: string) =>
      a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    if (!shop.clientId || !same(clientId, shop.clientId) || !same(clientSecret, shop.webhookSecret))
      return null;
    const expires = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    const token = `shpat_${expires}g${shop.tokenGeneration}h${this.tokenSignature(shop, expires, shop.tokenGeneration)}`;
    return { access_token: token, scope: shop.scopes, expires_in: lifetimeSeconds };
  }

  private tokenSignature(shop: SandboxShop, expires: number, generation: number) {
    return createHmac('sha256', shop.webhookSecret)
      .update(`${shop.id}.${expires}.${generation}`)
      .digest('hex')
      .slice(0, 32);
  }

  /** Revokes every token given so far (what a merchant does by rotating the app's credentials). */
  async revokeTokens(shop: SandboxShop): Promise<void> {
    await this.db
      .update(sandboxShops)
      .set({ tokenGeneration: sql`${sandboxShops.tokenGeneration} + 1` })
      .where(eq(sandboxShops.id, shop.id));
  }

  async byHandle(handle: string): Promise<SandboxShop | null> {
    if (!/^[a-z0-9-]{1,64}$/.test(handle)) return null;
    const [shop] = await this.db.select().from(sandboxShops).where(eq(sandboxShops.handle, handle));
    return shop ?? null;
  }

  /**
   * The shop when the token is its own (X-Shopify-Access-Token): one the grant gave, unexpired and of the
   * current generation, or the legacy token of a shop opened before apps had client credentials.
   */
  async authenticate(handle: string, token: string | undefined): Promise<SandboxShop | null> {
    const shop = await this.byHandle(handle);
    if (!shop || !token) return null;
    const granted = /^shpat_(\d{1,12})g(\d{1,9})h([0-9a-f]{32})$/.exec(token);
    if (granted) {
      const [expires, generation] = [Number(granted[1]), Number(granted[2])];
      const expected = this.tokenSignature(shop, expires, generation);
      const valid =
        timingSafeEqual(Buffer.from(expected), Buffer.from(granted[3] ?? '')) &&
        generation === shop.tokenGeneration &&
        expires * 1000 > Date.now();
      return valid ? shop : null;
    }
    if (!shop.tokenHash) return null;
    const given = Buffer.from(sha256(token), 'hex');
    return timingSafeEqual(given, Buffer.from(shop.tokenHash, 'hex')) ? shop : null;
  }

  shopJson(shop: SandboxShop) {
    return {
      id: shop.id,
      name: shop.name,
      email: `owner@${shop.handle}.example`,
      domain: `${shop.handle}.myshopify.com`,
      myshopify_domain: `${shop.handle}.myshopify.com`,
      currency: shop.currency,
      country_code: 'BR',
      plan_name: 'sandbox',
      created_at: shop.createdAt.toISOString(),
    };
  }

  /** One page of a kind, in id order, after a cursor; `more` says whether a next page exists. */
  async page(shop: SandboxShop, kind: SandboxKind, after: number, limit: number, parentId?: number) {
    const rows = await this.db
      .select()
      .from(sandboxRecords)
      .where(
        and(
          eq(sandboxRecords.shopId, shop.id),
          eq(sandboxRecords.kind, kind),
          gt(sandboxRecords.id, after),
          parentId === undefined ? undefined : eq(sandboxRecords.parentId, parentId),
        ),
      )
      .orderBy(asc(sandboxRecords.id))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  async one(shop: SandboxShop, kind: SandboxKind, id: number) {
    const [row] = await this.db
      .select()
      .from(sandboxRecords)
      .where(
        and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)),
      );
    return row ?? null;
  }

  async count(shop: SandboxShop, kind: SandboxKind): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, kind)));
    return row?.n ?? 0;
  }

  /** Writes a record; `build` gets the new id so the body can carry it (and ids of its parts). */
  async create(shop: SandboxShop, kind: SandboxKind, build: (id: number) => Body, parentId?: number) {
    const [row] = await this.db
      .insert(sandboxRecords)
      .values({ shopId: shop.id, kind, parentId, body: {} })
      .returning({ id: sandboxRecords.id });
    if (!row) throw new Error('sandbox record not written');
    const body = build(row.id);
    await this.db.update(sandboxRecords).set({ body }).where(eq(sandboxRecords.id, row.id));
    return body;
  }

  async replace(shop: SandboxShop, kind: SandboxKind, id: number, body: Body) {
    await this.db
      .update(sandboxRecords)
      .set({ body, updatedAt: sql`now()` })
      .where(
        and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)),
      );
  }

  async remove(shop: SandboxShop, kind: SandboxKind, id: number) {
    const removed = await this.db
      .delete(sandboxRecords)
      .where(
        and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, kind), eq(sandboxRecords.id, id)),
      )
      .returning({ id: sandboxRecords.id });
    return removed.length > 0;
  }

  /**
   * The merchant uninstalls the apps (Shopify: Settings > Apps > Uninstall): each is told by its
   * `app/uninstalled` subscription, then its subscriptions, installation and every token given are gone.
   */
  async uninstallApps(shop: SandboxShop, apiVersion: string): Promise<number> {
    const payload = { id: shop.id, name: shop.name, myshopify_domain: `${shop.handle}.myshopify.com` };
    const told = await this.emit(shop, 'app/uninstalled', payload, apiVersion);
    await this.db
      .delete(sandboxRecords)
      .where(
        and(eq(sandboxRecords.shopId, shop.id), inArray(sandboxRecords.kind, ['webhook', 'installation'])),
      );
    await this.revokeTokens(shop);
    return told;
  }

  /**
   * Signs and sends one topic to every subscription of the shop (X-Shopify-Hmac-Sha256 over the body).
   * `times` > 1 sends each delivery that many times at once, with one webhook id: Shopify delivers at least
   * once, and a duplicate carries the id of the delivery it repeats.
   */
  async emit(
    shop: SandboxShop,
    topic: string,
    payload: Body,
    apiVersion: string,
    times = 1,
  ): Promise<number> {
    const { rows } = await this.page(shop, 'webhook', 0, 100);
    const body = JSON.stringify(payload);
    const subscribed = rows
      .map((r) => r.body as { topic?: string; address?: string; app_client_id?: string })
      .filter((w) => w.topic === topic);
    // Each app's subscriptions are signed with that app's secret: the shop's own app, or the installed one.
    const secretOf = (w: { app_client_id?: string }) =>
      w.app_client_id && w.app_client_id === this.app?.clientId ? this.app.clientSecret : shop.webhookSecret;
    await Promise.allSettled(
      subscribed.flatMap((w) => {
        const webhookId = randomBytes(16).toString('hex');
        return Array.from({ length: times }, () =>
          this.send({
            address: String(w.address),
            body,
            headers: {
              'content-type': 'application/json',
              'x-shopify-topic': topic,
              'x-shopify-hmac-sha256': signWebhook(secretOf(w), body),
              'x-shopify-shop-domain': `${shop.handle}.myshopify.com`,
              'x-shopify-api-version': apiVersion,
              'x-shopify-webhook-id': webhookId,
              'x-shopify-triggered-at': now(),
            },
          }),
        );
      }),
    );
    return subscribed.length;
  }
}

/** Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app's secret. */
export function signWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
}
