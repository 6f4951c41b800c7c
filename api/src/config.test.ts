import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PROD_KEY = 'k'.repeat(40);

describe('config', () => {
  it('runs embedded with no environment at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
    expect(config.NODE_ENV).toBe('development');
  });
  it('reads numbers and treats an empty DATABASE_URL as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', DATABASE_POOL_SIZE: '4' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(4);
  });
  it('sends repeated statements prepared unless DATABASE_NAMED_STATEMENTS is false (a pooler that cannot keep them)', () => {
    expect(loadConfig({}).DATABASE_NAMED_STATEMENTS).toBe(true);
    expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).DATABASE_NAMED_STATEMENTS).toBe(false);
    expect(() => loadConfig({ DATABASE_NAMED_STATEMENTS: 'no' })).toThrow(/DATABASE_NAMED_STATEMENTS/);
  });
  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@h:5432/db',
    );
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
  it('asks for codes to wait the 120 s of the spec by default, and reads another wait', () => {
    expect(loadConfig({}).CODE_RESEND_SECONDS).toBe(120);
    expect(loadConfig({ CODE_RESEND_SECONDS: '2' }).CODE_RESEND_SECONDS).toBe(2);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '0' })).toThrow(/CODE_RESEND_SECONDS/);
  });
  it('keeps the test fixtures off unless asked, and refuses them in production', () => {
    expect(loadConfig({}).TEST_FIXTURES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_FIXTURES: 'true' }).TEST_FIXTURES).toBe(true);
    const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', STORE_CREDENTIALS_KEY: PROD_KEY };
    expect(loadConfig(production).TEST_FIXTURES).toBe(false);
    expect(() => loadConfig({ ...production, TEST_FIXTURES: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TEST_FIXTURES: 'true' })).toThrow(
      /TEST_FIXTURES: test fixtures cannot be turned on when NODE_ENV is production/,
    );
  });
  it('Stripe: needs a key; production refuses a test key unless allowed, no webhook secret, or a fake API', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'pk_live_abcdefgh' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    // Outside production a test key and no webhook secret are fine (the webhook then verifies nothing).
    expect(
      loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abcdefgh' }).PAYMENT_GATEWAY,
    ).toBe('stripe');
    const live = {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'stripe',
      STORE_CREDENTIALS_KEY: PROD_KEY,
      STRIPE_SECRET_KEY: 'sk_live_abcdefgh12345678',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
    };
    expect(loadConfig(live).PAYMENT_GATEWAY).toBe('stripe');
    const test = { ...live, STRIPE_SECRET_KEY: 'sk_test_abcdefgh12345678' };
    expect(() => loadConfig(test)).toThrow(/STRIPE_SECRET_KEY: a test key takes no real money/);
    expect(loadConfig({ ...test, STRIPE_ALLOW_TEST_KEY: 'true' }).STRIPE_ALLOW_TEST_KEY).toBe(true);
    expect(() => loadConfig({ ...live, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ ...live, STRIPE_API_BASE: 'http://127.0.0.1:9' })).toThrow(/STRIPE_API_BASE/);
    // The sandbox stays the default outside production.
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh' }).PAYMENT_GATEWAY).toBe('sandbox');
  });
});
