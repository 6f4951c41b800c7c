import type {
  CrmAddressRequest,
  CrmOrderNote,
  CrmOrderPage,
  CrmOrderQuery,
  CrmOrderRow,
  CrmOrderView,
  CrmPayRequest,
  CrmPayResult,
} from '@dropmall/contract';
import { post } from '../../lib/http';

/** CRM orders and money (docs/decisions.md "CRM orders and money"): the lists, pay, remark, tax id. */
export const crmKeys = {
  all: ['crm-orders'] as const,
  list: (view: CrmOrderView, q: Partial<CrmOrderQuery>) => ['crm-orders', view, q] as const,
};

const LIST_PATHS: Record<CrmOrderView, string> = {
  pending: '/order/crmPendingList',
  pay: '/order/crmPayList',
  fulfilment: '/order/crmFulfilmentList',
  cancelled: '/order/crmCancelledList',
};

export const fetchCrmOrders = (view: CrmOrderView, q: Partial<CrmOrderQuery>) =>
  post<CrmOrderPage>(LIST_PATHS[view], { ...q });

/** One press of Pay: the key makes a retry of it answer the first answer instead of paying twice. */
export const payCrmOrders = (input: CrmPayRequest, idempotencyKey: string) =>
  post<CrmPayResult>(
    '/order/crmPay',
    {
      ids: input.ids.join(','),
      payType: input.payType,
      payMoney: input.payMoney,
      ...(input.payPassword ? { payPassword: input.payPassword } : {}),
    },
    { idempotencyKey },
  );

export const saveCrmRemark = (id: number, remark: string) =>
  post<CrmOrderNote>('/order/crmRemark', { id, remark });

export const saveCrmTaxId = (id: number, taxId: string) =>
  post<CrmOrderNote>('/order/crmTaxId', { id, taxId });

/** The customer's whole address, corrected while the order waits for payment; answers the order priced again. */
export const saveCrmAddress = (input: CrmAddressRequest) =>
  post<CrmOrderRow>('/order/crmAddress', { ...input });
