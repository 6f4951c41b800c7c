import { payBody } from '../../support/commerce';
import { post } from '../../support/http';
import { afterSaleOfA, cartLineOfA, orderOfA } from './orders';
import type { Row } from './row';
import { readsOfA } from './rows-buyer';
import { formCall, okBody, seen, type World } from './world';

const asA = (w: World) => ({ token: w.a.token });

/** A's orders as a buyer: checkout, payment, receipt, tracking and after-sales. */
export const ORDER_ROWS: Row[] = [
  {
    op: 'POST /v1/api/order/confirmOrder',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const line = await cartLineOfA(w);
      return {
        send: formCall(w.t, 'POST /v1/api/order/confirmOrder', {
          paramJsonStr: JSON.stringify({ cartIds: [line.lineId], addressId: w.a.addressId }),
        }),
        read: readsOfA.cart(w),
        secrets: ['Aurora'],
      };
    },
  },
  {
    op: 'POST /v1/api/order/submitOrder',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const line = await cartLineOfA(w);
      const preview = okBody<{
        orderData: { businessId: number; orderCarVOS: { id: number; carMoney: number }[] }[];
      }>(
        await post(
          w.t.app,
          '/v1/api/order/confirmOrder',
          { paramJsonStr: JSON.stringify({ cartIds: [line.lineId], addressId: w.a.addressId }) },
          asA(w),
        ),
      );
      const carListData = preview.orderData.map((g) => ({
        businessId: g.businessId,
        businessDetailId: g.businessId,
        userLeave: '',
        couponInfo: {},
        carDataReqs: g.orderCarVOS.map((l) => ({ id: l.id, carMoney: l.carMoney })),
      }));
      return {
        send: formCall(w.t, 'POST /v1/api/order/submitOrder', {
          paramJsonStr: JSON.stringify({ addressId: w.a.addressId, fxCode: '', carListData }),
        }),
        read: async () => [await readsOfA.cart(w)(), await readsOfA.orders(w)()],
        secrets: ['Aurora'],
      };
    },
  },
  {
    op: 'POST /v1/api/order/orderDetail',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const order = await orderOfA(w, 'paid');
      return {
        send: formCall(w.t, 'POST /v1/api/order/orderDetail', { id: order.id }),
        read: readsOfA.order(w, order.id),
        secrets: [order.orderNo, 'Aurora'],
      };
    },
  },
  {
    op: 'POST /v1/api/order/cancelOrder',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await orderOfA(w, 'unpaid');
      return {
        send: formCall(w.t, 'POST /v1/api/order/cancelOrder', { id: order.id }),
        read: readsOfA.order(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/api/order/confirmReceiptOrder',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await orderOfA(w, 'shipped');
      return {
        send: formCall(w.t, 'POST /v1/api/order/confirmReceiptOrder', { id: order.id }),
        read: readsOfA.order(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/api/payment/pay',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await orderOfA(w, 'unpaid');
      const pay = formCall(w.t, 'POST /v1/api/payment/pay', payBody([order.id], 3, order.total));
      return {
        send: pay,
        read: async () => [await readsOfA.order(w, order.id)(), await readsOfA.balance(w)()],
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/order/expresslist',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const order = await orderOfA(w, 'shipped');
      return {
        send: formCall(w.t, 'POST /v1/order/expresslist', { id: order.id }),
        read: readsOfA.order(w, order.id),
        secrets: ['BR123456789', order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/api/afterSale/orderInfo',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const order = await orderOfA(w, 'paid');
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/orderInfo', { orderId: order.id }),
        read: readsOfA.order(w, order.id),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/api/afterSale/create',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const order = await orderOfA(w, 'paid');
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/create', {
          paramJson: JSON.stringify({
            orderId: order.id,
            type: 'refund',
            reason: 'damaged',
            amount: order.total,
            description: 'Broken',
          }),
        }),
        read: async () => seen(await post(w.t.app, '/v1/api/afterSale/list', { size: 100 }, asA(w))),
        secrets: [order.orderNo],
      };
    },
  },
  {
    op: 'POST /v1/api/afterSale/detail',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const request = await afterSaleOfA(w, 'pending');
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/detail', { id: request.id }),
        read: readsOfA.afterSale(w, request.id),
        secrets: [request.afterSaleNo],
      };
    },
  },
  {
    op: 'POST /v1/api/afterSale/cancel',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const request = await afterSaleOfA(w, 'pending');
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/cancel', { id: request.id }),
        read: readsOfA.afterSale(w, request.id),
        secrets: [request.afterSaleNo],
      };
    },
  },
  {
    op: 'POST /v1/api/afterSale/uploadExpressInfo',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const request = await afterSaleOfA(w, 'to_return');
      return {
        send: formCall(w.t, 'POST /v1/api/afterSale/uploadExpressInfo', {
          id: request.id,
          expressCompany: 'Correios',
          trackingNo: 'RET123BR',
        }),
        read: readsOfA.afterSale(w, request.id),
        secrets: [request.afterSaleNo],
      };
    },
  },
];
