import type { NoticeText } from '../notices';

/** The stock and price sync's words (docs/decisions.md "Stock and price sync to stores"). */
export const syncTexts = {
  noHeld: { en: 'No price rise of this variant is waiting', zh: '该规格没有待确认的涨价' },
  /** An item the store said is no longer there. */
  gone: {
    en: 'The variant is no longer in the store: publish the product again',
    zh: '店铺中已没有该规格：请重新发布商品',
  },
  /** An item the store refused, with its words. */
  refused: { en: 'The store refused the change: {detail}', zh: '店铺拒绝了本次同步：{detail}' },
  scope: {
    en: "The store's app lacks a scope the sync needs (products, inventory): add it to the app",
    zh: '店铺应用缺少同步所需的权限（商品、库存）：请为应用添加',
  },
} as const;

/** The message of a held price rise: once per store variant and price. */
export function priceHeldNotice(
  store: string,
  product: string,
  current: string,
  held: string,
): { title: NoticeText; content: NoticeText } {
  return {
    title: {
      en: `A price rise for ${store} waits for your approval`,
      zh: `${store} 有一项涨价等待您确认`,
    },
    content: {
      en: `${product}: the mall's new price would move its store price from ${current} to ${held}, beyond the store's threshold. Approve or reject it on the Stores page.`,
      zh: `${product}：商城新价格会使店铺售价从 ${current} 变为 ${held}，超出该店铺的阈值。请在店铺页面确认或拒绝。`,
    },
  };
}

/** The message of a failed push to a store: once per push, for the items that were not failing before. */
export function syncFailedNotice(
  store: string,
  products: number,
  reason: NoticeText,
): { title: NoticeText; content: NoticeText } {
  return {
    title: { en: `Stock and price sync to ${store} failed`, zh: `${store} 的库存和价格同步失败` },
    content: {
      en: `${products} product(s) could not be synced: ${reason.en}. They are tried again by themselves; the Stores page shows each failure.`,
      zh: `${products} 个商品未能同步：${reason.zh}。系统会自动重试；店铺页面显示每项失败。`,
    },
  };
}
