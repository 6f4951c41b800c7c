import { products, takenProducts } from '../../../src/db/schema';
import { PIX } from '../../cash/support';
import { addAddress } from '../../support/commerce';
import { get, post } from '../../support/http';
import { tasksOf } from '../../support/tasks';
import { cartLineOfA, orderOfA } from './orders';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

/** A's views of its things, read through A's own API. */
const asA = (w: World) => ({ token: w.a.token });
export const readsOfA = {
  order: (w: World, id: number) => async () =>
    steady(seen(await post(w.t.app, '/v1/api/order/orderDetail', { id }, asA(w)))),
  cart: (w: World) => async () => seen(await post(w.t.app, '/v1/api/shopingCar/list', {}, asA(w))),
  addresses: (w: World) => async () => seen(await post(w.t.app, '/v1/api/address/list', {}, asA(w))),
  afterSale: (w: World, id: number) => async () =>
    steady(seen(await post(w.t.app, '/v1/api/afterSale/detail', { id }, asA(w)))),
  orders: (w: World) => async () =>
    steady(seen(await post(w.t.app, '/v1/api/order/orderList', { size: 100 }, asA(w)))),
  balance: (w: World) => async () => seen(await get(w.t.app, '/v1/api/wallet/balance', asA(w))),
};

/** A product of the catalogue, by position. */
async function catalogueProduct(w: World, n: number) {
  const rows = await w.t.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(1)
    .offset(n);
  return rows[0]?.id ?? 0;
}

export const BUYER_ROWS: Row[] = [
  {
    op: 'POST /v1/business/saveFavorites',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const productId = await catalogueProduct(w, 3);
      const fav = okBody<{ id: number }>(
        await post(w.t.app, '/v1/business/saveFavorites', { productId, invalid: 0 }, asA(w)),
      );
      return {
        send: formCall(w.t, 'POST /v1/business/saveFavorites', { id: fav.id, productId, invalid: 1 }),
        read: async () => seen(await get(w.t.app, '/v1/business/favoritesList', asA(w))),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/api/shopingCar/update',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const line = await cartLineOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/api/shopingCar/update', { id: line.lineId, num: 3 }),
        read: readsOfA.cart(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/api/shopingCar/delete',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const line = await cartLineOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/api/shopingCar/delete', { ids: String(line.lineId) }),
        read: readsOfA.cart(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/api/address/update',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const address = await addAddress(w.t.app, w.t.database.db, w.a.token, {
        detailAddress: 'Rua Secreta 77',
      });
      const [current] = (
        okBody<Record<string, unknown>[]>(await post(w.t.app, '/v1/api/address/list', {}, asA(w))) ?? []
      ).filter((a) => a.id === address.id);
      const changed = { ...current, detailAddress: 'Rua Trocada 1' };
      return {
        send: formCall(w.t, 'POST /v1/api/address/update', { paramJson: JSON.stringify(changed) }),
        read: readsOfA.addresses(w),
        secrets: ['Rua Secreta 77'],
      };
    },
  },
  {
    op: 'POST /v1/api/address/delete',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const address = await addAddress(w.t.app, w.t.database.db, w.a.token, {
        detailAddress: 'Rua Apagar 5',
      });
      return {
        send: formCall(w.t, 'POST /v1/api/address/delete', { id: address.id }),
        read: readsOfA.addresses(w),
        secrets: ['Rua Apagar 5'],
      };
    },
  },
  {
    op: 'POST /v1/api/message/setRead',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await orderOfA(w, 'paid');
      const list = async () =>
        okBody<{ records: { id: number; status: number; content: string }[] }>(
          await get(w.t.app, '/v1/api/message/list?size=100', asA(w)),
        ).records;
      const message = (await list()).find((m) => m.content.includes(order.orderNo));
      if (!message) throw new Error(`no message about ${order.orderNo}`);
      return {
        send: formCall(w.t, 'POST /v1/api/message/setRead', { ids: String(message.id) }),
        read: list,
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/cash/cancel',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const made = okBody<{ id: number }>(
        await post(w.t.app, '/v1/cash/apply', { amount: '15', ...PIX }, asA(w)),
      );
      return {
        send: formCall(w.t, 'POST /v1/cash/cancel', { id: made.id }),
        read: async () => [
          seen(await post(w.t.app, '/v1/cash/list', { size: 100 }, asA(w))),
          await readsOfA.balance(w)(),
        ],
        secrets: ['529.982.247-25'],
      };
    },
  },
  {
    op: 'POST /v1/cash/topup/detail',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const made = okBody<{ id: number; topUpNo: string; providerRef: string }>(
        await post(w.t.app, '/v1/cash/topup/create', { amount: '25', method: 'pix' }, asA(w)),
      );
      return {
        send: formCall(w.t, 'POST /v1/cash/topup/detail', { id: made.id }),
        read: async () => seen(await post(w.t.app, '/v1/cash/topup/list', { size: 100 }, asA(w))),
        secrets: [made.topUpNo, made.providerRef],
      };
    },
  },
  {
    op: 'GET /v1/exportRecord/download',
    owner: 'business',
    effect: 'file',
    make: async (w) => {
      await orderOfA(w, 'paid');
      const { taskId } = okBody<{ taskId: number }>(
        await post(w.t.app, '/v1/api/order/exportOrder', { status: 'paid' }, asA(w)),
      );
      await tasksOf(w.t).worker.drain();
      return {
        send: formCall(w.t, 'GET /v1/exportRecord/download', { id: taskId }),
        read: async () => seen(await post(w.t.app, '/v1/exportRecord/list', {}, asA(w))),
        secrets: [],
      };
    },
  },
  {
    op: 'GET /v1/exportRecord/downloadLink',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      await orderOfA(w, 'paid');
      const { taskId } = okBody<{ taskId: number }>(
        await post(w.t.app, '/v1/api/order/exportOrder', { status: 'paid' }, asA(w)),
      );
      await tasksOf(w.t).worker.drain();
      return {
        send: formCall(w.t, 'GET /v1/exportRecord/downloadLink', { id: taskId }),
        read: async () => seen(await post(w.t.app, '/v1/exportRecord/list', {}, asA(w))),
        // On disk storage the owner is told to stream it (no link); a refused caller is told nothing.
        secrets: ['"url":null'],
      };
    },
  },
  ...(['publish', 'download'] as const).map(
    (name): Row => ({
      op: `POST /v1/product/${name}Delete`,
      owner: 'business',
      effect: 'changes',
      make: async (w) => {
        const productId = await catalogueProduct(w, name === 'publish' ? 5 : 6);
        const [entry] = await w.t.database.db
          .insert(takenProducts)
          .values({ businessId: w.a.businessId, productId, kind: name === 'publish' ? 3 : 4 })
          .returning({ id: takenProducts.id });
        return {
          send: formCall(w.t, `POST /v1/product/${name}Delete`, { ids: String(entry?.id) }),
          read: async () => seen(await post(w.t.app, `/v1/product/${name}List`, {}, asA(w))),
          secrets: [],
        };
      },
    }),
  ),
];

/** Wallet reads take no id, but the issue names them: a staff member without the page must not read them. */
export const WALLET_READS = ['GET /v1/api/wallet/balance', 'GET /v1/api/wallet/ledger'];
