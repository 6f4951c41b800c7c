import { post } from '../../support/http';
import { afterSaleToA } from './orders';
import { type Row, steady } from './row';
import { formCall, jsonCall, okBody, seen } from './world';

/** A return C sent back to A (the seller), and its first line as the stock page lists it. */
async function returnToA(w: Parameters<Row['make']>[0]) {
  const request = await afterSaleToA(w, 'returning');
  const page = okBody<{ records: { afterSaleId: number; lines: { lineId: number }[] }[] }>(
    await post(w.t.app, '/v1/stock/returnIn/list', { size: 100 }, { token: w.a.token }),
  );
  const lineId = page.records.find((r) => r.afterSaleId === request.id)?.lines[0]?.lineId ?? 0;
  return { id: request.id, lineId, no: request.afterSaleNo };
}

const returnsOfA = (w: Parameters<Row['make']>[0]) => async () =>
  steady(
    seen(
      await post(w.t.app, '/v1/stock/returnIn/list', { size: 100, status: 'received' }, { token: w.a.token }),
    ),
  );

/** Sales-return stock-in: only the seller a return goes back to receives it. */
export const STOCK_RETURN_ROWS: Row[] = [
  {
    op: 'POST /v1/stock/returnIn/receive',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const r = await returnToA(w);
      return {
        send: jsonCall(w.t, 'POST /v1/stock/returnIn/receive', {
          id: r.id,
          lines: [{ lineId: r.lineId, received: 1 }],
        }),
        read: returnsOfA(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/stock/warehouse/save',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const name = `A's 3PL ${Date.now()}`;
      const made = okBody<{ id: number }>(
        await post(
          w.t.app,
          '/v1/stock/warehouse/save',
          { name, country: 'Brazil', address: 'Rua A, 1' },
          { token: w.a.token },
        ),
      );
      return {
        send: formCall(w.t, 'POST /v1/stock/warehouse/save', {
          id: made.id,
          name: 'Taken over',
          country: 'Brazil',
          address: 'Elsewhere 2',
        }),
        read: async () =>
          steady(seen(await post(w.t.app, '/v1/stock/warehouse/list', {}, { token: w.a.token }))),
        secrets: [name],
      };
    },
  },
];
