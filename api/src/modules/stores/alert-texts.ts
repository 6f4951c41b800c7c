import { STORE_ORDER_STAGE_LABELS, type StoreOrderStage } from '@dropmall/contract';
import type { NoticeText } from '../notices';

/** The messages of issue 34 item 6 (docs/decisions.md "Notifications that matter"), in both languages. */
export function lowBalanceNotice(
  balance: string,
  need: string,
  heldOrders: number,
): { title: NoticeText; content: NoticeText } {
  return {
    title: {
      en: 'Your balance is too low for automatic payment',
      zh: '余额不足以进行自动付款',
    },
    content: {
      en: `Your balance is ${balance} USD; automatic payment needs ${need} USD (the minimum balance you keep and ${heldOrders} order(s) waiting for it). Top up your balance: the waiting orders are paid once it covers them.`,
      zh: `您的余额为 ${balance} 美元；自动付款需要 ${need} 美元（您保留的最低余额及 ${heldOrders} 个等待付款的订单）。请充值余额：余额足够后，等待中的订单将自动付款。`,
    },
  };
}

export function orderWaitingNotice(
  store: string,
  order: string,
  stage: StoreOrderStage,
): { title: NoticeText; content: NoticeText } {
  const label = STORE_ORDER_STAGE_LABELS[stage];
  return {
    title: {
      en: `Store order ${order} has waited more than a day`,
      zh: `店铺订单 ${order} 已等待超过一天`,
    },
    content: {
      en: `${store}: order ${order} was placed more than a day ago and its fulfilment is not paid yet (${label.en}). Open My Orders to finish it.`,
      zh: `${store}：订单 ${order} 下单已超过一天，履约费用仍未支付（${label.zh}）。请在“我的订单”中处理。`,
    },
  };
}
