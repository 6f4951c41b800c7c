import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { variantBarcodes, warehouses } from '../../../src/db/schema';
import { post } from '../../support/http';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

/** A third-party warehouse of business A, written directly (its page comes later). */
export async function warehouseOfA(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(warehouses)
    .values({ businessId: w.a.businessId, nameEn: 'A warehouse', nameZh: 'A 仓库' })
    .returning({ id: warehouses.id });
  return row?.id ?? 0;
}

/** The calls of each kind of stock document, and the warehouse a draft of A goes into. */
export const KINDS = [
  { base: '/v1/stock/document', warehouse: async () => 1, stocked: false },
  { base: '/v1/stock/thirdPartyIn', warehouse: warehouseOfA, stocked: false },
  // A stock-out the owner can confirm needs stock in A's warehouse first.
  { base: '/v1/stock/thirdPartyOut', warehouse: warehouseOfA, stocked: true },
] as const;
type Kind = (typeof KINDS)[number];

/** A draft document of A of one kind with a secret remark, and one line of A's variant when asked. */
export async function documentOfA(w: World, kind: Kind, withLine: boolean) {
  const remark = `Remark ${randomBytes(4).toString('hex')}`;
  const warehouseId = await kind.warehouse(w);
  const code = await barcodeOfA(w);
  const as = { token: w.a.token };
  if (kind.stocked) {
    const stockIn = okBody<{ id: number }>(
      await post(w.t.app, '/v1/stock/thirdPartyIn/create', { warehouseId }, as),
    ).id;
    okBody(await post(w.t.app, '/v1/stock/thirdPartyIn/scan', { id: stockIn, code, quantity: 5 }, as));
    okBody(await post(w.t.app, '/v1/stock/thirdPartyIn/confirm', { id: stockIn }, as));
  }
  const made = okBody<{ id: number }>(
    await post(w.t.app, `${kind.base}/create`, { warehouseId, remark }, as),
  );
  let lineId = 0;
  if (withLine)
    lineId = okBody<{ lineId: number }>(
      await post(w.t.app, `${kind.base}/scan`, { id: made.id, code }, as),
    ).lineId;
  return { id: made.id, remark, code, lineId };
}

async function barcodeOfA(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .select({ code: variantBarcodes.code })
    .from(variantBarcodes)
    .where(eq(variantBarcodes.variantId, w.aSells.skuId));
  return row?.code ?? '';
}

const placesOfA = (w: World) => async () =>
  steady(seen(await post(w.t.app, '/v1/stock/places', {}, { token: w.a.token })));
export const documentsOfA = (w: World, base: string) => async () =>
  steady(seen(await post(w.t.app, `${base}/list`, {}, { token: w.a.token })));

const documentRow = (
  kind: Kind,
  call: string,
  effect: 'changes' | 'reveals',
  withLine: boolean,
  fields: (doc: Awaited<ReturnType<typeof documentOfA>>) => Record<string, string | number>,
): Row => ({
  op: `POST ${kind.base}/${call}`,
  owner: 'business',
  effect,
  make: async (w) => {
    const doc = await documentOfA(w, kind, withLine);
    return {
      send: formCall(w.t, `POST ${kind.base}/${call}`, fields(doc)),
      read: async () =>
        steady(seen(await post(w.t.app, `${kind.base}/detail`, { id: doc.id }, { token: w.a.token }))),
      secrets: [doc.remark],
    };
  },
});

/** Each kind's calls that take an id: a document of A, or a warehouse to open one in. */
const documentRows = (kind: Kind): Row[] => [
  documentRow(kind, 'detail', 'reveals', false, (d) => ({ id: d.id })),
  documentRow(kind, 'scan', 'changes', false, (d) => ({ id: d.id, code: d.code })),
  documentRow(kind, 'setLine', 'changes', true, (d) => ({ id: d.id, lineId: d.lineId, quantity: 7 })),
  documentRow(kind, 'confirm', 'changes', true, (d) => ({ id: d.id })),
  documentRow(kind, 'delete', 'changes', true, (d) => ({ id: d.id })),
  {
    op: `POST ${kind.base}/create`,
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const warehouseId = await warehouseOfA(w);
      return {
        send: formCall(w.t, `POST ${kind.base}/create`, { warehouseId }),
        read: documentsOfA(w, kind.base),
        secrets: [],
      };
    },
  },
];

/** Stock management: a business's documents, locations and own warehouses are its alone. */
export const STOCK_ROWS: Row[] = [
  ...KINDS.flatMap(documentRows),
  {
    op: 'POST /v1/stock/location/add',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const warehouseId = await warehouseOfA(w);
      const code = `L${randomBytes(3).toString('hex')}`;
      return {
        send: formCall(w.t, 'POST /v1/stock/location/add', { warehouseId, code }),
        read: placesOfA(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/stock/warehouse/delete',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const id = await warehouseOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/stock/warehouse/delete', { id }),
        read: async () =>
          steady(seen(await post(w.t.app, '/v1/stock/warehouse/list', {}, { token: w.a.token }))),
        secrets: [],
      };
    },
  },
];
