import { expect } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { type StripeFake, startStripeFake } from './stripe-fake';

/** The app on the Stripe gateway against a fresh local fake of Stripe's API (reais at 5.4 per dollar), ready. */
export async function stripeTestApp(): Promise<{ t: TestApp; fake: StripeFake }> {
  const fake = await startStripeFake();
  const t = await createTestApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    BRL_PER_USD: '5.4',
  });
  await t.app.ready();
  return { t, fake };
}

/** A signed event of the fake, through the real webhook route. */
export const deliverStripeEvent = (t: TestApp, event: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });

/** The same, answered 200; whether the app found the event's payment (`handled`). */
export async function handledStripeEvent(t: TestApp, event: { body: string; signature: string }) {
  const res = await deliverStripeEvent(t, event);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.handled as boolean;
}
