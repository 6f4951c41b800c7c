import {
  type AutoPayHoldReason,
  CRM_BLOCK_REASONS,
  type CrmAutoPay,
  type CrmBlockReason,
  formatText,
  type Language,
} from '@dropmall/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeAutoPayments } from '../../db/schema/stores';
import type { NoticeText } from '../notices';
import { crmBlockTexts } from './crm-texts';

type Text = { en: string; zh: string };

/** The reasons only automatic payment has (the others are the CRM's own, `crmBlockTexts`). */
const ownTexts: Record<Exclude<AutoPayHoldReason, CrmBlockReason>, Text> = {
  overOrderCap: {
    en: "Order {order} costs {cost} USD, above the store's per-order cap of {cap} USD",
    zh: '订单 {order} 费用为 {cost} 美元，超过店铺单笔上限 {cap} 美元',
  },
  overDailyCap: {
    en: "Order {order} ({cost} USD) would take today's automatic payments of the store beyond its daily cap of {cap} USD ({spent} USD paid today)",
    zh: '订单 {order}（{cost} 美元）将使店铺今日自动付款超过每日上限 {cap} 美元（今日已付 {spent} 美元）',
  },
  belowMinBalance: {
    en: 'Paying order {order} ({cost} USD) would leave the balance below the {min} USD you keep',
    zh: '支付订单 {order}（{cost} 美元）会使余额低于您保留的 {min} 美元',
  },
  paymentStarted: {
    en: 'A payment of order {order} was already started by hand: finish it under Order Payment',
    zh: '订单 {order} 已手动开始支付：请在“订单付款”中完成',
  },
  payFailed: {
    en: 'The automatic payment of order {order} was refused: {detail}',
    zh: '订单 {order} 的自动付款被拒绝：{detail}',
  },
};

const isBlock = (reason: AutoPayHoldReason): reason is CrmBlockReason =>
  (CRM_BLOCK_REASONS as readonly string[]).includes(reason);

/** A held order's reason in the reader's language (`detailEn` / `detailZh`: a refusal's own words). */
export function autoPayReasonText(
  reason: AutoPayHoldReason,
  params: Record<string, string | number> | null,
  lang: Language,
): string {
  const p = params ?? {};
  const text = isBlock(reason) ? crmBlockTexts[reason] : ownTexts[reason];
  return formatText(text[lang], { ...p, detail: String((lang === 'zh' ? p.detailZh : p.detailEn) ?? '') });
}

/** The message the business gets, once per order and reason, when an order cannot be paid automatically. */
export function autoPayHeldNotice(
  store: string,
  order: string,
  reason: AutoPayHoldReason,
  params: Record<string, string | number>,
): { title: NoticeText; content: NoticeText } {
  const why = (lang: Language) => autoPayReasonText(reason, params, lang);
  return {
    title: {
      en: `Store order ${order} was not paid automatically`,
      zh: `店铺订单 ${order} 未能自动付款`,
    },
    content: {
      en: `${store}: ${why('en')}. It waits under Pending Orders or Order Payment for you to pay it.`,
      zh: `${store}：${why('zh')}。该订单在“待处理订单”或“订单付款”中等待您手动支付。`,
    },
  };
}

/** The automatic payment of each of these store orders, as the CRM rows show it. */
export async function autoPayViews(db: Db, ids: number[], lang: Language): Promise<Map<number, CrmAutoPay>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(storeAutoPayments).where(inArray(storeAutoPayments.storeOrderId, ids));
  return new Map(
    rows.map((r) => {
      const reason = r.state === 'held' ? (r.reason as AutoPayHoldReason | null) : null;
      return [
        r.storeOrderId,
        {
          state: r.state,
          reason,
          message: reason ? autoPayReasonText(reason, r.params, lang) : null,
          amount: r.state === 'paid' && r.amount !== null ? Number(r.amount) : null,
        },
      ];
    }),
  );
}
