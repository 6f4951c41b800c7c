import { describe, expect, it } from 'vitest';
import {
  readShopifyOrder,
  readWooOrder,
  type StoreOrderIn,
  shopifyPayment,
  storeOrderProblem,
  wooPayment,
} from '../../src/adapters/stores';

/**
 * Store order bodies read at the edge (issue 32, item 4): what PostgreSQL would refuse is cleaned (a NUL in
 * a text, a lone surrogate, nesting in the address) or refused with a reason (a time out of range, two lines
 * of one id, an amount or quantity that is not one); the customer's payment read from each platform's words.
 */
const shopify = (over: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  id: 5001,
  name: '#5001',
  email: 'ana@example.com',
  created_at: '2026-03-10T12:00:00-03:00',
  updated_at: '2026-03-10T12:30:00-03:00',
  currency: 'USD',
  total_price: '25.99',
  financial_status: 'paid',
  line_items: [{ id: 51, variant_id: 7, sku: 'A-1', title: 'Mug', quantity: 2, price: '12.99', ...line }],
  shipping_address: { name: 'Ana', address1: 'Rua A', city: 'Recife', country_code: 'BR' },
  ...over,
});
const woo = (over: Record<string, unknown> = {}) => ({
  id: 77,
  number: '77',
  status: 'processing',
  currency: 'BRL',
  total: '59.90',
  date_created_gmt: '2026-03-10T12:00:00',
  date_modified_gmt: '2026-03-10T12:05:00',
  date_paid_gmt: '2026-03-10T12:01:00',
  billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
  shipping: { first_name: 'Rita', last_name: 'Costa', address_1: 'Av. D', city: 'Belém', country: 'BR' },
  line_items: [
    { id: 770, product_id: 5, variation_id: 0, sku: 'B-1', name: 'Cap', quantity: 1, price: 59.9 },
  ],
  ...over,
});
const problem = (r: ReturnType<typeof readShopifyOrder>) => r.problem;

describe('store order bodies at the edge', () => {
  it('drops NUL bytes and lone surrogates from texts, and nesting from the address', () => {
    const { order } = readShopifyOrder(
      shopify(
        {
          email: 'ana\u0000@example.com',
          shipping_address: {
            name: 'A\u0000na',
            'city\u0000': 'Re\ud800cife',
            deep: [[[[{ a: 1 }]]]],
            nested: { x: { y: 'z' } },
            lat: 1.5,
            '\u0000': 'gone',
          },
        },
        { sku: 'A\u0000-1', title: 'Mu\u0000g\udc00' },
      ),
    );
    expect(order?.customerEmail).toBe('ana@example.com');
    expect(order?.shippingAddress).toEqual({ name: 'Ana', city: 'Re\ufffdcife', lat: 1.5 });
    expect(order?.lines[0]).toMatchObject({ sku: 'A-1', title: 'Mug\ufffd' });
    expect(order && storeOrderProblem(order)).toBeNull();
  });

  it('refuses times PostgreSQL cannot keep or that are not times', () => {
    for (const created of [
      '10000-01-01T00:00:00Z',
      '-010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-infinity',
      'infinity',
      '1',
      '0001-01-01T00:00:00Z',
      '2999-01-01T00:00:00Z',
      42,
    ])
      expect(problem(readShopifyOrder(shopify({ created_at: created }))), String(created)).not.toBeNull();
    expect(problem(readShopifyOrder(shopify({ updated_at: '10000-01-01T00:00:00Z' })))).toBe(
      'updated_at is not a time',
    );
    expect(problem(readWooOrder(woo({ date_created_gmt: '99999-01-01T00:00:00' })))).not.toBeNull();
    expect(readWooOrder(woo()).order?.placedAt.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('refuses two lines with one id, absurd amounts and quantities, too many lines', () => {
    const twice = shopify();
    twice.line_items.push({ ...twice.line_items[0] } as (typeof twice.line_items)[number]);
    expect(problem(readShopifyOrder(twice))).toBe('two lines with the id 51');
    for (const total of ['1e300', '-1', 'NaN', '1000000000000', 1e300, Number.NaN, '12,50', { a: 1 }])
      expect(problem(readShopifyOrder(shopify({ total_price: total }))), String(total)).not.toBeNull();
    for (const quantity of [-1, 1.5, 10_000_000, '2e3', null])
      expect(problem(readShopifyOrder(shopify({}, { quantity }))), String(quantity)).not.toBeNull();
    const many = shopify({
      line_items: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, sku: 'X', quantity: 1, price: '1' })),
    });
    expect(problem(readShopifyOrder(many))).toBe('more than 1000 lines');
    expect(
      problem(
        readWooOrder(
          woo({
            line_items: [
              { id: 1, quantity: 1 },
              { id: 1, quantity: 2 },
            ],
          }),
        ),
      ),
    ).toBe('two lines with the id 1');
    expect(problem(readWooOrder(woo({ currency: 'R$\u0000' })))).toBe('currency is not a currency code');
  });

  it("reads the platform's customer id (who the store customer is), '' for a guest", () => {
    expect(readShopifyOrder(shopify({ customer: { id: 7001, email: 'a@b.c' } })).order?.customerId).toBe(
      '7001',
    );
    expect(readShopifyOrder(shopify({ customer: null })).order?.customerId).toBe('');
    expect(readWooOrder(woo({ customer_id: 42 })).order?.customerId).toBe('42');
    expect(readWooOrder(woo({ customer_id: 0 })).order?.customerId).toBe('');
  });

  it('Shopify current_quantity: the quantity after an edit; a line edited to 0 is left out', () => {
    const { order } = readShopifyOrder(
      shopify({
        line_items: [
          { id: 1, sku: 'A', quantity: 3, current_quantity: 2, price: '1' },
          { id: 2, sku: 'B', quantity: 1, current_quantity: 0, price: '1' },
        ],
      }),
    );
    expect(order?.lines.map((l) => [l.id, l.quantity])).toEqual([['1', 2]]);
  });

  it("reads the customer's payment: Shopify financial_status, WooCommerce status and payment date", () => {
    const shopifyWords = [
      'paid',
      'partially_refunded',
      'pending',
      'authorized',
      'partially_paid',
      'expired',
      'refunded',
      'voided',
      'AUTHORIZED',
      '',
      'something_new',
    ];
    expect(shopifyWords.map((w) => [w, shopifyPayment(w).customerPaid, shopifyPayment(w).cancels])).toEqual([
      ['paid', true, false],
      ['partially_refunded', true, false],
      ['pending', false, false],
      ['authorized', false, false],
      ['partially_paid', false, false],
      ['expired', false, false],
      ['refunded', false, true],
      ['voided', false, true],
      ['AUTHORIZED', false, false],
      ['', true, false],
      ['something_new', false, false],
    ]);
    const paidAt = '2026-03-10T12:01:00';
    const wooWords: [string, unknown][] = [
      ['processing', null],
      ['completed', null],
      ['pending', null],
      ['on-hold', null],
      ['failed', paidAt],
      ['cancelled', paidAt],
      ['refunded', paidAt],
      ['shipped', paidAt],
      ['shipped', null],
    ];
    expect(wooWords.map(([s, d]) => [s, wooPayment(s, d).customerPaid, wooPayment(s, d).cancels])).toEqual([
      ['processing', true, false],
      ['completed', true, false],
      ['pending', false, false],
      ['on-hold', false, false],
      ['failed', false, false],
      ['cancelled', false, true],
      ['refunded', false, true],
      ['shipped', true, false],
      ['shipped', false, false],
    ]);
    expect(readWooOrder(woo({ status: 'on-hold', date_paid_gmt: null })).order).toMatchObject({
      status: 'pending',
      customerPaid: false,
      paymentStatus: 'on-hold',
    });
    expect(readShopifyOrder(shopify({ financial_status: 'voided' })).order).toMatchObject({
      status: 'cancelled',
      customerPaid: false,
    });
  });

  it('storeOrderProblem refuses what any reader would hand over wrong (a GraphQL mapper, the CSV reader)', () => {
    const good = readShopifyOrder(shopify()).order as StoreOrderIn;
    const line = good.lines[0] as StoreOrderIn['lines'][number];
    expect(storeOrderProblem(good)).toBeNull();
    expect(storeOrderProblem({ ...good, customerName: 'A\u0000' })).toBe('customer');
    expect(storeOrderProblem({ ...good, placedAt: new Date('0001-01-01T00:00:00Z') })).toBe('dates');
    expect(storeOrderProblem({ ...good, updatedAt: new Date(Number.NaN) })).toBe('dates');
    expect(storeOrderProblem({ ...good, total: '1000000000000.00' })).toBe('total');
    expect(storeOrderProblem({ ...good, lines: [line, line] })).toBe(`line ${line.id}`);
    expect(storeOrderProblem({ ...good, lines: [{ ...line, quantity: 0 }] })).toBe(`line ${line.id}`);
    expect(storeOrderProblem({ ...good, shippingAddress: { deep: { a: 1 } } })).toBe('address');
    expect(storeOrderProblem({ ...good, shippingAddress: { city: 'x\ud800' } })).toBe('address');
  });
});
