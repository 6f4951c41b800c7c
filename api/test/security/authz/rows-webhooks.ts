import { webhookDeliveries } from '../../../src/db/schema';
import { newDeliveryId } from '../../../src/modules/webhooks/deliveries';
import { post } from '../../support/http';
import type { Row } from './row';
import { formCall, okBody, seen, type World } from './world';

/** An endpoint of business A (a closed local port: attempts fail at once), with one failed delivery. */
async function endpointOfA(w: World) {
  const res = await post(
    w.t.app,
    '/v1/webhook/create',
    { url: `http://127.0.0.1:9/matrix-${Date.now()}`, events: 'order.paid' },
    { token: w.a.token },
  );
  const { endpoint } = okBody<{ endpoint: { id: number; url: string } }>(res);
  const id = newDeliveryId();
  await w.t.database.db.insert(webhookDeliveries).values({
    id,
    endpointId: endpoint.id,
    businessId: w.a.businessId,
    eventType: 'order.paid',
    body: JSON.stringify({ id, type: 'order.paid', createdAt: new Date().toISOString(), data: {} }),
    payload: {},
    status: 'failed',
    attempts: 6,
  });
  const read = async () =>
    seen(await post(w.t.app, '/v1/webhook/deliveries', { id: endpoint.id }, { token: w.a.token }));
  const list = async () => seen(await post(w.t.app, '/v1/webhook/list', {}, { token: w.a.token }));
  return { endpoint, deliveryId: id, read, list };
}

/** Webhooks (/myCenter/api, Webhooks tab): endpoints and deliveries are the owner's alone. */
export const WEBHOOK_ROWS: Row[] = [
  {
    op: 'POST /v1/webhook/enable',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const a = await endpointOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/webhook/enable', { id: a.endpoint.id, enabled: 'false' }),
        read: a.list,
        secrets: [a.endpoint.url],
      };
    },
  },
  {
    op: 'POST /v1/webhook/delete',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const a = await endpointOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/webhook/delete', { id: a.endpoint.id }),
        read: a.list,
        secrets: [a.endpoint.url],
      };
    },
  },
  {
    op: 'POST /v1/webhook/deliveries',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const a = await endpointOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/webhook/deliveries', { id: a.endpoint.id }),
        read: a.read,
        secrets: [a.deliveryId],
      };
    },
  },
  {
    op: 'POST /v1/webhook/resend',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const a = await endpointOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/webhook/resend', { id: a.deliveryId }),
        read: a.read,
        secrets: [a.endpoint.url],
      };
    },
  },
];
