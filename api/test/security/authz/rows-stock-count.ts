import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { variantBarcodes, warehouses } from '../../../src/db/schema';
import { post } from '../../support/http';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

/** A draft count of A (whole China warehouse) with a secret remark, and one counted line when asked. */
async function countOfA(w: World, withLine: boolean) {
  const remark = `Count ${randomBytes(4).toString('hex')}`;
  const made = okBody<{ id: number }>(
    await post(w.t.app, '/v1/stock/count/create', { warehouseId: 1, remark }, { token: w.a.token }),
  );
  const [barcode] = await w.t.database.db
    .select({ code: variantBarcodes.code })
    .from(variantBarcodes)
    .where(eq(variantBarcodes.variantId, w.aSells.skuId));
  const code = barcode?.code ?? '';
  if (withLine)
    okBody(
      await post(
        w.t.app,
        '/v1/stock/count/set',
        // More than the orders of the other rows ever reserve of it: confirming never falls below them.
        { id: made.id, variantId: w.aSells.skuId, counted: 500 },
        { token: w.a.token },
      ),
    );
  return { id: made.id, remark, code, variantId: w.aSells.skuId };
}

const countRow = (
  op: string,
  effect: 'changes' | 'reveals',
  withLine: boolean,
  fields: (c: Awaited<ReturnType<typeof countOfA>>) => Record<string, string | number>,
): Row => ({
  op,
  owner: 'business',
  effect,
  make: async (w) => {
    const c = await countOfA(w, withLine);
    return {
      send: formCall(w.t, op, fields(c)),
      read: async () =>
        steady(seen(await post(w.t.app, '/v1/stock/count/detail', { id: c.id }, { token: w.a.token }))),
      secrets: [c.remark],
    };
  },
});

/** Stock counts: a business's counts are its alone. */
export const STOCK_COUNT_ROWS: Row[] = [
  countRow('POST /v1/stock/count/detail', 'reveals', false, (c) => ({ id: c.id })),
  countRow('POST /v1/stock/count/scan', 'changes', false, (c) => ({ id: c.id, code: c.code })),
  countRow('POST /v1/stock/count/set', 'changes', false, (c) => ({
    id: c.id,
    variantId: c.variantId,
    counted: 7,
  })),
  countRow('POST /v1/stock/count/confirm', 'changes', true, (c) => ({ id: c.id })),
  countRow('POST /v1/stock/count/delete', 'changes', true, (c) => ({ id: c.id })),
  {
    op: 'POST /v1/stock/count/create',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const [own] = await w.t.database.db
        .insert(warehouses)
        .values({ businessId: w.a.businessId, nameEn: 'A count warehouse', nameZh: 'A 盘点仓库' })
        .returning({ id: warehouses.id });
      return {
        send: formCall(w.t, 'POST /v1/stock/count/create', { warehouseId: own?.id ?? 0 }),
        read: async () => steady(seen(await post(w.t.app, '/v1/stock/count/list', {}, { token: w.a.token }))),
        secrets: [],
      };
    },
  },
];
