import { resolve } from 'node:path';
import { CODE_COOLDOWN_SECONDS } from '@dropmall/contract';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A public value: fine on a developer's machine, refused in production. */
export const DEFAULT_SANDBOX_SECRET = 'dropmall-sandbox-secret-change-me';

/** The public development key for store credentials: refused in production. */
export const DEFAULT_STORE_CREDENTIALS_KEY = 'dropmall-dev-store-credentials-key-change-me';

/** Every setting the server reads from the environment, with defaults that run embedded on one machine. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Send repeated statements as prepared ones (db/named-statements.ts); off for a pooler that can't keep them. */
  DATABASE_NAMED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The one line each request writes: at info, at debug (seen only with LOG_LEVEL=debug), or none. */
  REQUEST_LOG_LEVEL: z.enum(['info', 'debug', 'silent']).default('info'),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /** Write the demo accounts (and later the demo catalogue) on start when they are missing. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** smtp://user:pass@host:587 — e-mail goes out through it as well as into the outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  SMTP_FROM: z.string().default('Dropmall <no-reply@dropmall.local>'),
  /** Trust X-Forwarded-For (only behind a proxy you run; otherwise callers could pick their own IP). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where this app is reached from outside (payment webhooks); defaults to http://127.0.0.1:PORT. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * Who takes boleto and pix payments: `sandbox`, the built-in stand-in (the default outside production),
   * `stripe` (card, pix and boleto through Stripe Checkout), or `none` (balance payments only). Production must
   * say which, and never runs the sandbox on its default secret.
   */
  PAYMENT_GATEWAY: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe', 'none']).optional()),
  /** Stripe's secret (sk_live_/sk_test_) or restricted (rk_) key, for PAYMENT_GATEWAY=stripe. */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(live|test)_\w{8,}$/, {
        message: 'a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
      })
      .optional(),
  ),
  /** The signing secret of the Stripe webhook endpoint (whsec_…): required in production. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_\w{8,}$/, { message: 'a Stripe webhook signing secret (whsec_…)' })
      .optional(),
  ),
  /** Lets production run on a Stripe test key (a staging site): refused unless 'true'. */
  STRIPE_ALLOW_TEST_KEY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Another Stripe API base (a local fake, for tests and stories): refused in production. */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The signing secret of the built-in sandbox payment gateway. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_SECRET),
  /** What the sandbox gateway's refunds do: succeed, or fail (to see the 'refund failed' path). */
  PAYMENT_SANDBOX_REFUNDS: z.enum(['succeed', 'fail']).default('succeed'),
  /**
   * The secret that encrypts connected stores' credentials (AES-256-GCM; the key is its SHA-256). At least 32
   * characters; production refuses the public default. Changing it makes the stored credentials unreadable.
   */
  STORE_CREDENTIALS_KEY: z.string().min(32).default(DEFAULT_STORE_CREDENTIALS_KEY),
  /**
   * The platform's public Shopify app (registered in Shopify's Partner or Dev Dashboard with the callback
   * PUBLIC_URL/v1/store/shopify/callback): businesses install it from the Stores page. Both or neither.
   */
  SHOPIFY_APP_CLIENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{16,64}$/)
      .optional(),
  ),
  SHOPIFY_APP_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** The built-in sandbox store under /sandbox/store (on outside production unless 'false'; off in production unless 'true'). */
  STORE_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /**
   * Whether a connected store's address may be a private, local or reserved one (a WooCommerce site on this
   * machine or its network): on outside production unless 'false', off in production unless 'true' (SSRF).
   */
  STORE_PRIVATE_ADDRESSES: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /**
   * Whether a webhook endpoint may be a private, local or reserved address (a receiver on this machine or its
   * network): on outside production unless 'false', off in production unless 'true' (SSRF).
   */
  WEBHOOK_PRIVATE_ADDRESSES: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** Seconds one step of the webhook retry schedule (1, 5, 30, 120, 360 steps) stands for: 60 = minutes. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** How long a webhook receiver has to answer one attempt. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** How often the webhook worker looks for due deliveries (0 turns it off; a new event also wakes it). */
  WEBHOOK_WORKER_SECONDS: z.coerce.number().int().min(0).default(5),
  /**
   * Brazilian reais per US dollar, for the BRL amount shown beside USD; Stripe charges pix, boleto and a
   * Brazilian buyer's card in BRL at this rate (recorded on each payment).
   */
  BRL_PER_USD: z.coerce.number().positive().default(5.4),
  /** The smallest and largest balance top-up, in USD. */
  TOPUP_MIN_USD: z.coerce.number().positive().max(1_000_000).default(10),
  TOPUP_MAX_USD: z.coerce.number().positive().max(1_000_000).default(10_000),
  /** Minutes a top-up waits for the provider's confirmation before it is closed as expired. */
  TOPUP_EXPIRE_MINUTES: z.coerce.number().int().positive().default(1440),
  /** The platform's fee on a seller's income, a fraction of each finished order's income (0.05 = 5%; 0: none). */
  PLATFORM_FEE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** A font with Chinese glyphs for Chinese PDFs (a path, or path#Name for a .ttc); unset: Debian's, if any. */
  PDF_CJK_FONT: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Minutes an unpaid order waits before it is cancelled and its stock and coupon come back. */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce.number().positive().default(30),
  /** How often the server looks for unpaid orders whose time ran out, and expired idempotency keys (0: off). */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * The platform's fulfilment fees on a store order paid from the CRM, in USD: so much per order plus so much
   * per piece (agency, warehouse operation, packaging materials).
   */
  CRM_AGENCY_FEE_ORDER: z.coerce.number().min(0).max(10_000).default(1),
  CRM_AGENCY_FEE_PIECE: z.coerce.number().min(0).max(10_000).default(0),
  CRM_WAREHOUSE_FEE_ORDER: z.coerce.number().min(0).max(10_000).default(0.5),
  CRM_WAREHOUSE_FEE_PIECE: z.coerce.number().min(0).max(10_000).default(0.2),
  CRM_PACKAGING_FEE_ORDER: z.coerce.number().min(0).max(10_000).default(0.3),
  CRM_PACKAGING_FEE_PIECE: z.coerce.number().min(0).max(10_000).default(0.1),
  /** How often the payment provider's payments and refunds are fetched for reconciliation (0: off). */
  RECONCILE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** How often every active connected store is asked for its recent orders, for webhooks that never came (0: off). */
  STORE_POLL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** How often due tracking pushes to the stores are looked for (0: off; a shipment also starts one at once). */
  STORE_TRACKING_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** How often store orders due for automatic payment are looked for (0: off; a kept order starts one). */
  STORE_AUTO_PAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How often store orders waiting on the business more than a day, and the balance automatic payment needs,
   * are checked, to tell the business (0: off).
   */
  STORE_ALERTS_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Stock and price sync to stores: changes of a linked variant are gathered this many milliseconds before
   * they are sent (one call for what changed together); the runner also looks for due changes every
   * STORE_SYNC_SECONDS (0: off; a change also starts one after the delay).
   */
  STORE_SYNC_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  STORE_SYNC_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** How often the export worker looks for queued tasks (0 turns it off; a new task also wakes it). */
  TASK_WORKER_SECONDS: z.coerce.number().int().min(0).default(2),
  /** How long a claimed export task stays with its worker without a sign of life before another takes it. */
  TASK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** S3-compatible object storage for uploads (with S3_BUCKET); files stay under DATA_DIR without it. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where browsers load public files from; defaults to S3_ENDPOINT/S3_BUCKET/public. */
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Shared rate-limit counters and catalogue cache for several API processes; in-process without it. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  /** How long an anonymous catalogue answer may be served from the cache at most (0: no cache). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** The in-process catalogue cache's size (without REDIS_URL). */
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Calls one API key may make per minute, all routes together (429 with Retry-After beyond). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Seconds before a new code may be sent to the same address for the same purpose (spec: 120). */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(CODE_COOLDOWN_SECONDS),
  /** Mounts the test-only fixture routes (/v1/dev/fixtures/*); the end-to-end tests turn it on. */
  TEST_FIXTURES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  | 'DATA_DIR'
  | 'WEB_DIST'
  | 'PAYMENT_GATEWAY'
  | 'STORE_SANDBOX'
  | 'STORE_PRIVATE_ADDRESSES'
  | 'WEBHOOK_PRIVATE_ADDRESSES'
> & {
  /** Whether webhook endpoints on private addresses may be registered and called (resolved: never unset). */
  WEBHOOK_PRIVATE_ADDRESSES: boolean;
  /** Whether stores on private addresses may be connected (resolved: never unset). */
  STORE_PRIVATE_ADDRESSES: boolean;
  /** Whether the built-in sandbox store is served (resolved: never unset). */
  STORE_SANDBOX: boolean;
  /** The payment gateway in use (resolved: never unset). */
  PAYMENT_GATEWAY: 'sandbox' | 'stripe' | 'none';
  /** Absolute path of the data directory (embedded database, uploads, exports). */
  DATA_DIR: string;
  /** Absolute path of the built web app. */
  WEB_DIST: string;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (!parsed.data.SHOPIFY_APP_CLIENT_ID !== !parsed.data.SHOPIFY_APP_CLIENT_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  SHOPIFY_APP_CLIENT_ID and SHOPIFY_APP_CLIENT_SECRET: set both (the public Shopify app) or neither',
    );
  if (parsed.data.TOPUP_MIN_USD > parsed.data.TOPUP_MAX_USD)
    throw new ConfigError('Invalid configuration:\n  TOPUP_MIN_USD: must not be above TOPUP_MAX_USD');
  if (parsed.data.PAYMENT_GATEWAY === 'stripe' && !parsed.data.STRIPE_SECRET_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required with PAYMENT_GATEWAY=stripe (Stripe dashboard, Developers > API keys)',
    );
  const problems = productionProblems(parsed.data);
  if (problems.length > 0)
    throw new ConfigError(`Unsafe configuration for production:\n${problems.join('\n')}`);
  return {
    ...parsed.data,
    PAYMENT_GATEWAY: parsed.data.PAYMENT_GATEWAY ?? 'sandbox',
    STORE_SANDBOX:
      (parsed.data.STORE_SANDBOX ?? (parsed.data.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    STORE_PRIVATE_ADDRESSES:
      (parsed.data.STORE_PRIVATE_ADDRESSES ?? (parsed.data.NODE_ENV === 'production' ? 'false' : 'true')) ===
      'true',
    WEBHOOK_PRIVATE_ADDRESSES:
      (parsed.data.WEBHOOK_PRIVATE_ADDRESSES ??
        (parsed.data.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    DATA_DIR: resolve(parsed.data.DATA_DIR),
    WEB_DIST: resolve(parsed.data.WEB_DIST),
  };
}

/**
 * What production refuses to start with: a fake payment provider nobody chose, one signing with a secret
 * anyone can read in this repository, or the test fixtures (they hand out sessions and money).
 */
function productionProblems(env: z.infer<typeof ConfigSchema>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PAYMENT_GATEWAY)
    problems.push(
      "  PAYMENT_GATEWAY: must be set in production ('none' for balance payments only, 'sandbox' for a staging site)",
    );
  if (env.PAYMENT_GATEWAY === 'sandbox' && env.PAYMENT_SANDBOX_SECRET === DEFAULT_SANDBOX_SECRET)
    problems.push('  PAYMENT_SANDBOX_SECRET: the default secret is public; set your own to run the sandbox');
  if (env.PAYMENT_GATEWAY === 'stripe') problems.push(...stripeProblems(env));
  if (env.STORE_CREDENTIALS_KEY === DEFAULT_STORE_CREDENTIALS_KEY)
    problems.push(
      '  STORE_CREDENTIALS_KEY: the default key is public; set a secret of at least 32 characters to keep store credentials',
    );
  if (env.TEST_FIXTURES)
    problems.push('  TEST_FIXTURES: test fixtures cannot be turned on when NODE_ENV is production');
  return problems;
}

/** Stripe in production: a live key (or a test key on purpose), a webhook secret, Stripe's own API. */
function stripeProblems(env: z.infer<typeof ConfigSchema>): string[] {
  const problems: string[] = [];
  if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '') && !env.STRIPE_ALLOW_TEST_KEY)
    problems.push(
      '  STRIPE_SECRET_KEY: a test key takes no real money; use a live key, or set STRIPE_ALLOW_TEST_KEY=true for a staging site',
    );
  if (!env.STRIPE_WEBHOOK_SECRET)
    problems.push(
      '  STRIPE_WEBHOOK_SECRET: required in production (the signing secret of the webhook endpoint), or no payment is ever confirmed',
    );
  if (env.STRIPE_API_BASE)
    problems.push('  STRIPE_API_BASE: only for tests; production talks to Stripe itself');
  return problems;
}

/** Where uploaded and generated files live (served as /uploads). */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => resolve(config.DATA_DIR, 'uploads');

export const publicUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');
