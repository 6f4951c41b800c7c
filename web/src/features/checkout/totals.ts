import type { PreviewGroup } from '@dropmall/contract';
import { orderTotal } from '@dropmall/contract';

/** What the buyer adds to each seller group on the page (page state, not an API shape). */
export interface GroupChoice {
  couponId?: number;
  remark: string;
}

/** What a seller group, and the whole order, come to with the chosen coupons (spec 000 §9's total). */
export interface Amounts {
  products: number;
  postage: number;
  /** What the coupons really take off: never more than products plus postage. */
  discount: number;
  total: number;
}

const cents = (amount: number) => Math.round(amount * 100);

export function groupAmounts(group: PreviewGroup, choice: GroupChoice | undefined): Amounts {
  const coupon = group.couponList.availableList.find((c) => c.id === choice?.couponId);
  const total = orderTotal(group.productTotalMoney, group.expressFee, coupon?.money ?? 0);
  const before = cents(group.productTotalMoney) + cents(group.expressFee);
  return {
    products: group.productTotalMoney,
    postage: group.expressFee,
    discount: (before - cents(total)) / 100,
    total,
  };
}

/** Each group is its own order; the page's total is their sum, added in cents. */
export function previewAmounts(
  groups: readonly PreviewGroup[],
  choices: Record<number, GroupChoice>,
): Amounts {
  const sum = { products: 0, postage: 0, discount: 0, total: 0 };
  for (const group of groups) {
    const amounts = groupAmounts(group, choices[group.businessId]);
    sum.products += cents(amounts.products);
    sum.postage += cents(amounts.postage);
    sum.discount += cents(amounts.discount);
    sum.total += cents(amounts.total);
  }
  return {
    products: sum.products / 100,
    postage: sum.postage / 100,
    discount: sum.discount / 100,
    total: sum.total / 100,
  };
}
