import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { TaskStore } from '../../src/modules/tasks/task-store';
import { WebhookDeliveries } from '../../src/modules/webhooks/deliveries';
import { createTestApp, type TestApp } from '../support/app';
import { commerceOf } from '../support/commerce-services';
import { testDbKind } from '../support/db';
import { sentStatements } from '../support/statements';

/*
 * The server sends repeated statements prepared (db/named-statements.ts), and PostgreSQL may then run them
 * with a generic plan, made without the parameters' values. A partial index (`where status = 'unpaid'`) is
 * only usable when the query's own condition is a literal, so the sweeps that run every second in every
 * process write those conditions as literals. Each sweep's statement, as the code sends it, is prepared here
 * and its generic plan must use the partial index (sequential scans off, so the choice is not about size).
 */
describe.skipIf(testDbKind !== 'postgres')('the sweeps keep their partial indexes in a generic plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  }, 120_000);
  afterAll(() => t.close());

  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

  /** The generic plan of the first statement `work` sends that reads `table` for update. */
  async function genericPlan(table: string, work: () => Promise<unknown>): Promise<string> {
    const sent = await sentStatements(work);
    const claim = sent.find((s) => s.query.includes(`from "${table}"`) && /for update/i.test(s.query));
    if (!claim) throw new Error(`no claim of ${table} among:\n${sent.map((s) => s.query).join('\n')}`);
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql.raw(`prepare generic_claim as ${claim.query}`));
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute generic_claim(${claim.params.map(literal).join(', ')})`),
      );
      await tx.execute(sql`deallocate generic_claim`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('the expiry of unpaid orders', async () => {
    const { services } = commerceOf(t);
    expect(await genericPlan('orders', () => services.orders.expireOverdue())).toContain('orders_expiry_idx');
  });

  it('the webhook deliveries that are due', async () => {
    const deliveries = new WebhookDeliveries(t.database.db, 60);
    expect(await genericPlan('webhook_deliveries', () => deliveries.claimDue(new Date(), 60_000))).toContain(
      'webhook_deliveries_due_idx',
    );
  });

  it('the tracking pushes to stores that are due', async () => {
    const { services } = commerceOf(t);
    expect(
      await genericPlan('store_order_mall_orders', () => services.stores.tracking.runDue(new Date())),
    ).toContain('store_order_mall_orders_due_idx');
  });

  it('the export tasks a worker claims', async () => {
    const store = new TaskStore(t.database.db);
    expect(await genericPlan('export_tasks', () => store.claim('generic-plan-test', 60_000))).toContain(
      'export_tasks_claim_idx',
    );
  });
});
