import {
  CrmAddressRequest,
  CrmOrderNote,
  CrmOrderPage,
  CrmOrderQuery,
  CrmOrderRow,
  type CrmOrderView,
  CrmPayRequest,
  CrmPayResult,
  CrmRemarkRequest,
  CrmTaxIdRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { declaredFailures } from '../../http/openapi-failures';
import { pages } from '../pages';
import type { AutoPayer } from './auto-pay';
import type { CrmOrders } from './crm-orders';

/** Each CRM list, its path (ours) and the page that guards it; My Orders' tabs read them all. */
const LISTS: { view: CrmOrderView; path: string; page: (typeof pages)['crmPending']; summary: string }[] = [
  {
    view: 'pending',
    path: '/order/crmPendingList',
    page: pages.crmPending,
    summary: 'Store orders waiting: lines to bind, an address or a tax id missing (each with its reason)',
  },
  {
    view: 'pay',
    path: '/order/crmPayList',
    page: pages.crmPay,
    summary: 'Store orders ready to pay, each with its fulfilment cost line by line',
  },
  {
    view: 'fulfilment',
    path: '/order/crmFulfilmentList',
    page: pages.crmFulfilment,
    summary: 'Paid store orders: their mall orders, states, carriers and tracking numbers',
  },
  {
    view: 'cancelled',
    path: '/order/crmCancelledList',
    page: pages.crmCancelled,
    summary: 'Store orders cancelled in the store (before payment, or after it: the after-sale path)',
  },
];

/** The CRM's store-order pages: lists, pay, remark and tax id (docs/decisions.md "CRM orders and money"). */
export const crmRoutes: FastifyPluginAsyncZod<{ crm: CrmOrders; autoPay: AutoPayer }> = async (
  app,
  { crm, autoPay },
) => {
  const tags = ['crm'];
  for (const list of LISTS) {
    app.post(
      list.path,
      {
        config: { access: access.permission(list.page, pages.storeOrders) },
        schema: {
          tags,
          summary: list.summary,
          body: CrmOrderQuery,
          response: { 200: officeSchema(CrmOrderPage) },
        },
      },
      async (request) =>
        officeOk(await crm.list(request.caller.businessId, list.view, request.body, request.language)),
    );
  }

  app.post(
    '/order/crmPay',
    {
      config: { access: access.permission(pages.crmPay), idempotency: 'crm.pay' },
      schema: {
        tags,
        summary:
          'Pay store orders (3 balance, 2 pix, 1 boleto): places the mall orders with the customer address, then pays them',
        body: CrmPayRequest,
        response: { 200: officeSchema(CrmPayResult) },
        failures: { ...declaredFailures.payPassword, ...declaredFailures.provider },
      },
    },
    async (request) => officeOk(await crm.pay(request.caller.businessId, request.body, request.language)),
  );

  const anyPage = access.permission(
    pages.crmPending,
    pages.crmPay,
    pages.crmFulfilment,
    pages.crmCancelled,
    pages.storeOrders,
  );
  app.post(
    '/order/crmRemark',
    {
      config: { access: anyPage },
      schema: {
        tags,
        summary: 'The business’s own note on a store order (the remark dialog)',
        body: CrmRemarkRequest,
        response: { 200: officeSchema(CrmOrderNote) },
      },
    },
    async (request) =>
      officeOk(await crm.remark(request.caller.businessId, request.body.id, request.body.remark)),
  );

  app.post(
    '/order/crmTaxId',
    {
      config: { access: access.permission(pages.crmPending, pages.crmPay, pages.storeOrders) },
      schema: {
        tags,
        summary: 'The customer’s CPF or CNPJ, for a store order to Brazil whose address carries none',
        body: CrmTaxIdRequest,
        response: { 200: officeSchema(CrmOrderNote) },
      },
    },
    async (request) => {
      const note = await crm.setTaxId(request.caller.businessId, request.body.id, request.body.taxId);
      // Held by automatic payment for want of it: weighed again.
      await autoPay.requeue(note.id);
      return officeOk(note);
    },
  );

  app.post(
    '/order/crmAddress',
    {
      config: { access: access.permission(pages.crmPending, pages.crmPay, pages.storeOrders) },
      schema: {
        tags,
        summary:
          'The customer’s whole address corrected while the store order waits for payment; answers the order priced again',
        body: CrmAddressRequest,
        response: { 200: officeSchema(CrmOrderRow) },
      },
    },
    async (request) => {
      const row = await crm.setAddress(request.caller.businessId, request.body, request.language);
      await autoPay.requeue(row.id);
      return officeOk(row);
    },
  );
};
