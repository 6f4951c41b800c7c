import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { latestCode, post } from '../support/http';

// The default 120 s is asserted in registration.test.ts ('enforces the 120-second cool-down').
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CODE_RESEND_SECONDS: '5' });
  await t.app.ready();
});
afterAll(() => t.close());

const ask = (email: string) => post(t.app, '/v1/business/emailCode', { email, purpose: 'register' });

describe('CODE_RESEND_SECONDS', () => {
  it('sets the cool-down between two codes to one address', async () => {
    const email = `resend-${Date.now()}@example.com`;
    expect((await ask(email)).statusCode).toBe(200);
    const first = await latestCode(t.app, email);

    const again = await ask(email);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(again.json().msg).toMatch(/you can ask for another in [1-5] seconds/);

    // Six seconds later (the clock moved by the database, not by waiting), a new code goes out.
    await t.database.db.execute(
      sql`update verification_codes set sent_at = now() - interval '6 seconds' where target = ${email}`,
    );
    expect((await ask(email)).statusCode).toBe(200);
    expect(await latestCode(t.app, email)).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });
});
