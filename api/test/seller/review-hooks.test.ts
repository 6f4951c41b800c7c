import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type ProductReviewedEvent, ReviewService } from '../../src/modules/seller-products/review-service';
import { expectOk } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { demoIds, loginToken } from '../support/http';
import { postJson, submission } from './product-support';

let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
});
afterAll(() => t.close());

describe('review events', () => {
  it('calls onReviewed after each decision; a failing listener does not undo it', async () => {
    const events: ProductReviewedEvent[] = [];
    const { operatorId, businessId } = await demoIds(t.database.db);
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const body = await submission(t.app, t.database.db, seller, `Event Product ${i}`);
      ids.push(
        expectOk<{ id: number }>(await postJson(t.app, '/v1/product/save', body, { token: seller })).id,
      );
    }
    const [a, b] = ids as [number, number];
    const errors: unknown[] = [];
    const service = new ReviewService(t.database.db, {
      onReviewed: async (event) => {
        events.push(event);
        if (event.decision === 'reject') throw new Error('listener down');
      },
      logError: (error) => errors.push(error),
    });
    await service.decide(operatorId, a, 'approve');
    await service.decide(operatorId, b, 'reject', 'Missing size chart');
    expect(events).toEqual([
      { productId: a, businessId, title: 'Event Product 0', decision: 'approve', reason: '', operatorId },
      {
        productId: b,
        businessId,
        title: 'Event Product 1',
        decision: 'reject',
        reason: 'Missing size chart',
        operatorId,
      },
    ]);
    expect(errors).toHaveLength(1);
    const [row] = await queryRows<{ review_state: string }>(
      t.database.db,
      sql`select review_state from products where id = ${b}`,
    );
    expect(row?.review_state).toBe('rejected');
  });
});

describe('list plans', () => {
  const plans: Record<string, string> = {
    'seller list':
      'select p.id from products p join businesses b on b.id = p.business_id where p.business_id = 1 order by p.created_at desc, p.id desc limit 10',
    'review queue':
      "select p.id from products p join businesses b on b.id = p.business_id where p.review_state = 'submitted' order by p.submitted_at, p.id limit 10",
  };
  for (const [name, query] of Object.entries(plans))
    it(`reads products through an index: ${name}`, async () => {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx as never, sql.raw(`explain ${query}`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan on products/);
    });
});
