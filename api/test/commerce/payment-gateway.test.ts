import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutRequest, type PaymentGateway, usdQuote } from '../../src/adapters/payments/gateway';
import { composeServices } from '../../src/compose';
import { ConfigError, loadConfig } from '../../src/config';
import { payments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';

/**
 * The sandbox gateway is a development aid: production must choose a gateway and never signs with the
 * public default secret; with none, pix and boleto are refused and no sandbox route exists; its hosted page
 * opens only with the key in the link the buyer was given; a provider failing while the link is made
 * leaves a payment the next try completes.
 */
let t: TestApp;
let offset = 70;

async function unpaidOrder(app: TestApp) {
  const buyer = await newBuyer(app.database.db);
  const address = await addAddress(app.app, app.database.db, buyer.token);
  const v = await variantWithStock(app.database.db, 20, offset++);
  const line = await addToCart(app.app, buyer.token, v.skuId, 1);
  const res = await checkout(app.app, buyer.token, [line.id], address.id);
  const order = res.json().result.orders[0] as { id: number; total: number };
  return { buyer, order };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe('gateway configuration', () => {
  it('refuses production without a chosen gateway, or with the sandbox on its default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
    const staging = {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'x'.repeat(32),
      STORE_CREDENTIALS_KEY: 'k'.repeat(40),
    };
    expect(loadConfig(staging).PAYMENT_GATEWAY).toBe('sandbox');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'none', STORE_CREDENTIALS_KEY: 'k'.repeat(40) })
        .PAYMENT_GATEWAY,
    ).toBe('none');
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
  });
});

describe(`the sandbox's hosted page (${testDbKind})`, () => {
  it('opens and takes a result only with the key of its own link', async () => {
    const { buyer, order } = await unpaidOrder(t);
    const { payUrl, paymentNo } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    expect(payUrl).toMatch(/\?t=[\w-]{43}$/);
    expect((await get(t.app, payUrl)).statusCode).toBe(200);
    for (const url of [
      `/sandbox/checkout/${paymentNo}`,
      `/sandbox/checkout/${paymentNo}?t=${'A'.repeat(43)}`,
    ]) {
      const page = await get(t.app, url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This payment link is not valid');
      expect(page.body).not.toContain(paymentNo);
      const paid = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=paid',
      });
      expect(paid.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(row?.status).toBe('pending');
    const methods = await get(t.app, '/v1/api/payment/methods', { token: buyer.token });
    expect(methods.json().result).toEqual({
      methods: ['balance', 'pix', 'boleto'],
      charges: { pix: { currency: 'USD', rate: null }, boleto: { currency: 'USD', rate: null } },
    });
  });
});

describe(`a card without a gateway that takes cards (${testDbKind})`, () => {
  it('is refused clearly with the sandbox, and changes nothing', async () => {
    const { buyer, order } = await unpaidOrder(t);
    const res = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 4, order.total), {
      token: buyer.token,
      lang: 'zh',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('该支付方式暂不可用，请使用余额支付');
    const made = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderKey, String(order.id)));
    expect(made).toHaveLength(0);
  });
});

describe(`the sandbox's hosted page, sent again (${testDbKind})`, () => {
  it('lands the buyer on what the payment is now, whatever the form asks', async () => {
    const { buyer, order } = await unpaidOrder(t);
    const { payUrl, paymentNo } = (
      await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), { token: buyer.token })
    ).json().result;
    const send = (result: string) =>
      t.app.inject({
        method: 'POST',
        url: payUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `result=${result}`,
      });
    // The provider has already said "failed" (the buyer pressed "Make it fail" first).
    await t.database.db.update(payments).set({ status: 'failed' }).where(eq(payments.paymentNo, paymentNo));
    const again = await send('paid');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/payError');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
    expect(row?.status).toBe('failed');
  });
});

describe(`no gateway (${testDbKind})`, () => {
  it('refuses pix and boleto clearly and serves no sandbox page or webhook', async () => {
    const none = await createTestApp({ PAYMENT_GATEWAY: 'none' });
    try {
      await none.app.ready();
      const { buyer, order } = await unpaidOrder(none);
      for (const payType of [1, 2]) {
        const res = await post(none.app, '/v1/api/payment/pay', payBody([order.id], payType, order.total), {
          token: buyer.token,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('This payment method is not available; please pay with your balance');
      }
      const zh = await post(none.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), {
        token: buyer.token,
        lang: 'zh',
      });
      expect(zh.json().message).toBe('该支付方式暂不可用，请使用余额支付');
      // No sandbox route: the address falls to the web app like any unknown page.
      expect((await get(none.app, '/sandbox/checkout/PAY1?t=x')).body).not.toContain('Sandbox payment');
      const webhook = await none.app.inject({
        method: 'POST',
        url: '/v1/api/payment/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(404);
      expect(await none.database.db.select().from(payments)).toHaveLength(0);
      // The payment dialog is told, so it never offers what would be refused.
      const methods = await get(none.app, '/v1/api/payment/methods', { token: buyer.token });
      expect(methods.json().result).toEqual({ methods: ['balance'] });
    } finally {
      await none.close();
    }
  });
});

/** A provider whose first checkout call fails, as one that times out would. */
class FailingOnce implements PaymentGateway {
  readonly name = 'sandbox';
  readonly methods = ['pix', 'boleto'] as const;
  readonly quote = usdQuote;
  calls = 0;
  async createCheckout(request: CheckoutRequest) {
    this.calls++;
    if (this.calls === 1) throw new Error('provider timed out');
    return { ref: `ref-${this.calls}`, url: `https://provider.example/pay/${request.paymentNo}` };
  }
  verify() {
    return false;
  }
  parse(): never {
    throw new SyntaxError('not used');
  }
  refund(): never {
    throw new Error('not used');
  }
}

describe(`a provider failing while the link is made (${testDbKind})`, () => {
  it('answers 502, keeps the order payable, and the next try gives a link to the same payment', async () => {
    const gateway = new FailingOnce();
    const { payments: service } = composeServices({
      config: t.config,
      database: t.database,
      adapters: { gateway },
    });
    const { buyer, order } = await unpaidOrder(t);
    const input = JSON.parse(payBody([order.id], 2, order.total).paramsJson);
    await expect(service.pay(buyer.businessId, input, 'en')).rejects.toMatchObject({ status: 502 });
    const second = await service.pay(buyer.businessId, input, 'en');
    expect(second).toMatchObject({ status: 'pending', payUrl: expect.stringContaining('provider.example') });
    const rows = await t.database.db.select().from(payments).where(eq(payments.businessId, buyer.businessId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentNo).toBe(second.paymentNo);
    expect(rows[0]?.payUrl).toBe(second.payUrl);
  });
});
