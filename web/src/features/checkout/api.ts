import type {
  OrderPreview,
  PayMethods,
  PayResult,
  PayType,
  PreviewCoupon,
  PreviewGroup,
  PreviewLine,
  SubmitResult,
  WalletBalance,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';
import type { GroupChoice } from './totals';

/** Order preview, order creation, payment and the wallet balance (spec 000 §3-4, §7). */

export type { OrderPreview, PayResult, PreviewGroup, PreviewLine, SubmitResult };
export type Coupon = PreviewCoupon;

export type { GroupChoice } from './totals';

export type PayTypeValue = (typeof PayType)[keyof typeof PayType];

export const checkoutKeys = {
  preview: (cartIds: readonly number[], addressId: number | undefined) =>
    ['checkout', 'preview', cartIds.join(','), addressId ?? 0] as const,
  balance: ['wallet', 'balance'] as const,
  payMethods: ['payment', 'methods'] as const,
};

/** Quiet: the submit page shows why a preview failed in place. */
export const confirmOrder = (cartIds: readonly number[], addressId?: number) =>
  post<OrderPreview>('/api/order/confirmOrder', { paramJsonStr: { cartIds, addressId } }, { quiet: true });

/** The order create call of spec 000 §7: each group with its lines' amounts as shown, its coupon, its remark. */
export function submitOrder(
  preview: OrderPreview,
  addressId: number,
  choices: Record<number, GroupChoice>,
  userId: string | number,
  idempotencyKey: string,
) {
  const carListData = preview.orderData.map((group) => {
    const choice = choices[group.businessId];
    return {
      businessId: group.businessId,
      businessDetailId: group.businessDetailId,
      userLeave: choice?.remark.trim() ?? '',
      couponInfo: choice?.couponId ? { id: choice.couponId } : {},
      carDataReqs: group.orderCarVOS.map((line) => ({ id: line.id, carMoney: line.carMoney })),
    };
  });
  // The page explains its own failures (spec 000 §8), so the client's toast stays quiet.
  return post<SubmitResult>(
    '/api/order/submitOrder',
    { paramJsonStr: { addressId, fxCode: '', userId, carListData } },
    { quiet: true, idempotencyKey },
  );
}

/** Pays orders (spec 000 §7): type 1, usePlatform 1, the order ids; quiet, the payment flow says what failed. */
export const payOrders = (
  orderIds: readonly number[],
  payType: PayTypeValue,
  payMoney: number,
  idempotencyKey: string,
  payPassword?: string,
) =>
  post<PayResult>(
    '/api/payment/pay',
    {
      paramsJson: {
        type: 1,
        payType,
        payMoney,
        usePlatform: 1,
        payParamsReq: { orderIds },
        payParamsH5Req: {},
        ...(payPassword ? { payPassword } : {}),
      },
    },
    { quiet: true, idempotencyKey },
  );

/** Balance always; pix and boleto only where the mall has a payment gateway. */
/** The methods offered, and what each gateway method charges this buyer in (currency and BRL rate). */
export const fetchPayMethods = async () => await get<PayMethods>('/api/payment/methods');

export const fetchBalance = async () => (await get<WalletBalance>('/api/wallet/balance')).balance;
