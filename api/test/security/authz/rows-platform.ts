import { reconcileDifferences } from '../../../src/db/schema';
import { PIX } from '../../cash/support';
import { templateFields } from '../../commerce/coupon-template-support';
import { COMPANY, newBusiness, roleWith, tag } from '../../office/support';
import { postJson, submission } from '../../seller/product-support';
import { get, post } from '../../support/http';
import { type Row, steady } from './row';
import { formCall, okBody, seen, type World } from './world';

/** The platform's objects: the super operator makes them and reads them back. */
const asOp = (w: World) => ({ token: w.superOp });

async function pendingWithdrawal(w: World) {
  return okBody<{ id: number }>(
    await post(w.t.app, '/v1/cash/apply', { amount: '12', ...PIX }, { token: w.a.token }),
  );
}
const withdrawalQueue = (w: World) => async () =>
  seen(await post(w.t.app, '/v1/cash/review/list', { size: 100 }, asOp(w)));

/** An open reconciliation difference (as a fetch would record it). */
async function openDifference(w: World) {
  const paymentNo = `PAYRECON${tag()}`;
  const [row] = await w.t.database.db
    .insert(reconcileDifferences)
    .values({
      provider: 'sandbox',
      kind: 'paid_there_unpaid_here',
      subject: `sbx_${paymentNo}`,
      paymentNo,
      providerRef: `sbx_${paymentNo}`,
      theirStatus: 'paid',
      theirAmount: '10.00',
      theirCurrency: 'USD',
      ourStatus: 'pending',
      ourAmount: '10.00',
      ourCurrency: 'USD',
    })
    .returning();
  if (!row) throw new Error('no difference');
  return { id: row.id, paymentNo };
}
const differences = (w: World) => async () =>
  seen(await get(w.t.app, '/v1/reconcile/list?state=all&size=100', asOp(w)));

async function submittedProduct(w: World) {
  const title = `Review Me ${tag()}`;
  const body = await submission(w.t.app, w.t.database.db, w.a.token, title);
  const { id } = okBody<{ id: number }>(
    await postJson(w.t.app, '/v1/product/save', body, { token: w.a.token }),
  );
  return { id, title };
}
const reviewView = (w: World, id: number) => async () =>
  steady(seen(await get(w.t.app, `/v1/productReview/get?id=${id}`, asOp(w))));

async function sellerListEntry(w: World) {
  const name = `Secret Service ${tag()}`;
  // Unique in both languages: a list refuses a second entry of a name it has.
  const fields = {
    kind: 'services',
    nameEn: name,
    nameZh: `服务 ${tag()}`,
    contentEn: 'c',
    contentZh: '内容',
  };
  const { id } = okBody<{ id: number }>(await post(w.t.app, '/v1/sellerList/save', fields, asOp(w)));
  return { id, name, fields };
}
const services = (w: World) => async () =>
  seen(await get(w.t.app, '/v1/sellerList/list?kind=services', asOp(w)));

/** A fresh operator with a platform role, added through the Platform Staff page's own call. */
async function operatorOfPlatform(w: World) {
  const roleName = `Secret Desk ${tag()}`;
  const roleId = await roleWith(w.t, w.superOp, 'platform', [['/System/productReview']], roleName);
  const email = `desk-${tag()}@dropmall.test`;
  const { id } = okBody<{ id: number }>(
    await post(
      w.t.app,
      '/v1/operator/save',
      { name: 'Desk Operator', email, password: 'desk1234', roleId },
      asOp(w),
    ),
  );
  return { id, email, roleId };
}
const operatorsSeen = (w: World) => async () =>
  seen(await post(w.t.app, '/v1/operator/list', { size: 100 }, asOp(w)));

const onOperator = (
  op: string,
  fields: (roleId: number) => Record<string, string | number> = () => ({}),
  disabled = false,
): Row => ({
  op,
  owner: 'platform',
  effect: 'changes',
  make: async (w) => {
    const operator = await operatorOfPlatform(w);
    if (disabled) okBody(await post(w.t.app, '/v1/operator/disable', { id: operator.id }, asOp(w)));
    return {
      send: formCall(w.t, op, { id: operator.id, ...fields(operator.roleId) }),
      read: operatorsSeen(w),
      secrets: [operator.email],
    };
  },
});

async function template(w: World) {
  const fields = templateFields();
  const { id } = okBody<{ id: number }>(await post(w.t.app, '/v1/couponTemplate/save', fields, asOp(w)));
  return { id, fields };
}
const templates = (w: World) => async () =>
  seen(await get(w.t.app, '/v1/couponTemplate/list?size=100', asOp(w)));

export const PLATFORM_ROWS: Row[] = [
  {
    op: 'POST /v1/operator/save',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const roleName = `Secret Desk ${tag()}`;
      const roleId = await roleWith(w.t, w.superOp, 'platform', [['/System/productReview']], roleName);
      return {
        send: formCall(w.t, 'POST /v1/operator/save', {
          name: 'New Desk',
          email: `new-desk-${tag()}@dropmall.test`,
          password: 'desk1234',
          roleId,
        }),
        read: operatorsSeen(w),
        secrets: [roleName],
      };
    },
  },
  onOperator('POST /v1/operator/edit', (roleId) => ({ name: 'Renamed Desk', roleId })),
  onOperator('POST /v1/operator/disable'),
  onOperator('POST /v1/operator/enable', () => ({}), true),
  {
    op: 'POST /v1/settlement/review',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const applicant = await newBusiness(w.t.app);
      const { application } = okBody<{ application: { id: number } }>(
        await post(w.t.app, '/v1/business/settlement/submit', COMPANY, { token: applicant.token }),
      );
      return {
        send: formCall(w.t, 'POST /v1/settlement/review', { id: application.id, decision: 'approve' }),
        read: async () => seen(await post(w.t.app, '/v1/settlement/list', { size: 100 }, asOp(w))),
        secrets: [COMPANY.legalName],
      };
    },
  },
  {
    op: 'POST /v1/couponTemplate/save',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const made = await template(w);
      return {
        send: formCall(w.t, 'POST /v1/couponTemplate/save', {
          ...made.fields,
          id: made.id,
          titleEn: `Changed ${tag()}`,
        }),
        read: templates(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/couponTemplate/grant',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const made = await template(w);
      return {
        send: formCall(w.t, 'POST /v1/couponTemplate/grant', {
          templateId: made.id,
          business: String(w.a.businessId),
        }),
        read: async () => [
          await templates(w)(),
          seen(await post(w.t.app, '/v1/api/coupon/list', { size: 100 }, { token: w.a.token })),
        ],
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/treaty/manage/save',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const title = `Draft terms ${tag()}`;
      const { id } = okBody<{ id: number }>(
        await post(w.t.app, '/v1/treaty/manage/save', { title, context: 'Secret draft text' }, asOp(w)),
      );
      return {
        send: formCall(w.t, 'POST /v1/treaty/manage/save', { id, title: `${title} v2`, context: 'Changed' }),
        read: async () => seen(await post(w.t.app, '/v1/treaty/manage/list', { size: 100 }, asOp(w))),
        secrets: ['Secret draft text'],
      };
    },
  },
  {
    op: 'POST /v1/sellerList/save',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const entry = await sellerListEntry(w);
      return {
        send: formCall(w.t, 'POST /v1/sellerList/save', {
          ...entry.fields,
          id: entry.id,
          nameEn: `Changed ${tag()}`,
        }),
        read: services(w),
        secrets: [],
      };
    },
  },
  {
    op: 'POST /v1/sellerList/delete',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const entry = await sellerListEntry(w);
      return {
        send: formCall(w.t, 'POST /v1/sellerList/delete', { kind: 'services', id: entry.id }),
        read: services(w),
        secrets: [entry.name],
      };
    },
  },
  {
    op: 'GET /v1/productReview/get',
    owner: 'platform',
    effect: 'reveals',
    make: async (w) => {
      const product = await submittedProduct(w);
      return {
        send: formCall(w.t, 'GET /v1/productReview/get', { id: product.id }),
        read: reviewView(w, product.id),
        secrets: [product.title],
      };
    },
  },
  {
    op: 'POST /v1/productReview/review',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const product = await submittedProduct(w);
      return {
        send: formCall(w.t, 'POST /v1/productReview/review', { id: product.id, decision: 'approve' }),
        read: reviewView(w, product.id),
        secrets: [product.title],
      };
    },
  },
  {
    op: 'POST /v1/cash/review/pay',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const made = await pendingWithdrawal(w);
      return {
        send: formCall(w.t, 'POST /v1/cash/review/pay', { id: made.id }),
        read: withdrawalQueue(w),
        secrets: ['529.982.247-25'],
      };
    },
  },
  {
    op: 'POST /v1/cash/review/reject',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const made = await pendingWithdrawal(w);
      return {
        send: formCall(w.t, 'POST /v1/cash/review/reject', { id: made.id, reason: 'Wrong key' }),
        read: withdrawalQueue(w),
        secrets: ['529.982.247-25'],
      };
    },
  },
  {
    op: 'POST /v1/reconcile/resolve',
    owner: 'platform',
    effect: 'changes',
    make: async (w) => {
      const made = await openDifference(w);
      return {
        send: formCall(w.t, 'POST /v1/reconcile/resolve', { id: made.id, note: 'checked' }),
        read: differences(w),
        secrets: [made.paymentNo],
      };
    },
  },
];
