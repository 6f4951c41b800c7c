import { newSeller } from '../../fulfilment/support';
import { post } from '../../support/http';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

/** A brand of A's Brand List, and how A reads the list back. */
async function brandOfA(w: World) {
  const name = `A's brand ${Date.now()}`;
  const { id } = okBody<{ id: number }>(
    await post(
      w.t.app,
      '/v1/brand/save',
      { name, description: 'A private description' },
      { token: w.a.token },
    ),
  );
  const read = async () => steady(seen(await post(w.t.app, '/v1/brand/list', {}, { token: w.a.token })));
  return { id, name, read };
}

/** A sample A ordered of another seller's product (with a note), and how A reads its Try-on List back. */
async function sampleOfA(w: World) {
  const other = await newSeller(w.t);
  const { id } = okBody<{ id: number }>(
    await post(w.t.app, '/v1/sample/create', { variantId: other.skuId }, { token: w.a.token }),
  );
  const note = `A's note ${Date.now()}`;
  okBody(await post(w.t.app, '/v1/sample/review', { id, verdict: 'liked', note }, { token: w.a.token }));
  const read = async () => steady(seen(await post(w.t.app, '/v1/sample/list', {}, { token: w.a.token })));
  return { id, note, read };
}

export const BRAND_SAMPLE_ROWS: Row[] = [
  {
    op: 'POST /v1/brand/save',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const brand = await brandOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/brand/save', { id: brand.id, name: 'Taken over' }),
        read: brand.read,
        secrets: [brand.name, 'A private description'],
      };
    },
  },
  {
    op: 'POST /v1/brand/state',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const brand = await brandOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/brand/state', { id: brand.id, state: 'hidden' }),
        read: brand.read,
        secrets: [brand.name],
      };
    },
  },
  {
    op: 'POST /v1/brand/delete',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const brand = await brandOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/brand/delete', { id: brand.id }),
        read: brand.read,
        secrets: [brand.name],
      };
    },
  },
  {
    // The object is A's address: a sample ordered to it.
    op: 'POST /v1/sample/create',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const other = await newSeller(w.t);
      return {
        send: formCall(w.t, 'POST /v1/sample/create', { variantId: other.skuId, addressId: w.a.addressId }),
        read: async () => steady(seen(await post(w.t.app, '/v1/sample/list', {}, { token: w.a.token }))),
        secrets: ['Aurora'],
      };
    },
  },
  {
    op: 'POST /v1/sample/bulk',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const sample = await sampleOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/sample/bulk', { id: sample.id, num: 2 }),
        // What the bulk order changes: A's cart.
        read: async () =>
          steady(seen(await post(w.t.app, '/v1/api/shopingCar/list', {}, { token: w.a.token }))),
        secrets: [sample.note],
      };
    },
  },
  {
    op: 'POST /v1/sample/review',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const sample = await sampleOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/sample/review', {
          id: sample.id,
          verdict: 'not_for_me',
          note: 'changed',
        }),
        read: sample.read,
        secrets: [sample.note],
      };
    },
  },
];
