import { afterAll, describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/modules/accounts/session-service';
import { createTestApp } from '../../support/app';
import { newBuyer } from '../../support/commerce';
import { httpGuardsRunHere, testDbKind } from '../../support/db';
import { demoIds } from '../../support/http';
import type { CallerKind } from './checks';
import { type OpenApiDocument, operationsOf } from './operations';
import { FUZZ_RUNS, FUZZ_SEED, fuzzOperation } from './run';

/**
 * The fuzz suite of a test file: one app on a fresh database, its OpenAPI document walked, and a test per
 * operation and caller. Each caller but the anonymous one gets a fresh session for each operation, and again
 * after any case that succeeded, so a case that ends its session (logout, a new password) spoils no other.
 */
export async function fuzzSuite(callers: CallerKind[]): Promise<void> {
  if (!httpGuardsRunHere) {
    it.skip(`OpenAPI fuzz (${testDbKind}): runs once, in the PostgreSQL project`);
    return;
  }
  const t = await createTestApp();
  await t.app.ready();
  afterAll(() => t.close());

  const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
  const db = t.database.db;
  const business = await newBuyer(db, '1000');
  const { operatorId } = await demoIds(db);
  const sessions = new SessionService(db);
  const tokenFor = async (caller: CallerKind) => {
    if (caller === 'business') return sessions.create({ kind: 'business', id: business.userId });
    if (caller === 'operator') return sessions.create({ kind: 'operator', id: operatorId });
    return undefined;
  };

  describe(`OpenAPI fuzz, seed ${FUZZ_SEED}, ${FUZZ_RUNS} cases per operation (${testDbKind})`, () => {
    it('the document lists the operations under /v1', () => {
      expect(operations.length).toBeGreaterThan(100);
    });

    describe.each(callers)('as %s', (caller) => {
      it.each(operations.map((op) => [op.id, op] as const))(
        '%s',
        async (_id, op) => {
          const failures = await fuzzOperation(t.app, op, caller, tokenFor);
          expect(failures.length, `\n${failures.join('\n\n')}\n`).toBe(0);
        },
        120_000,
      );
    });
  });
}
