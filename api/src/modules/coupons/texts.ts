export const couponText = {
  noSuchCoupon: { en: 'No such coupon', zh: '优惠券不存在' },
  unusable: {
    en: 'This coupon cannot be used for this order (used, expired, not yours, or the minimum spend is not met)',
    zh: '该优惠券不可用于此订单（已使用、已过期、不属于您或未达到最低消费）',
  },
};

export const centreText = {
  notClaimable: { en: 'This coupon cannot be claimed', zh: '该优惠券不可领取' },
  claimClosed: { en: 'Claiming this coupon has ended', zh: '该优惠券已停止领取' },
  soldOut: { en: 'All of these coupons have been claimed', zh: '该优惠券已被领完' },
  limitReached: {
    en: 'You already hold the {limit} of this coupon you may claim',
    zh: '该优惠券每个商家限领 {limit} 张，您已领满',
  },
};

export const grantText = {
  title: { en: 'A coupon for you', zh: '您获得一张优惠券' },
  content: {
    en: 'The platform gave you the coupon “{titleEn}”: {amount} USD off an order of at least {minSpend} USD, valid until {validTo}.',
    zh: '平台赠送您优惠券“{titleZh}”：满 {minSpend} 美元减 {amount} 美元，有效期至 {validTo}。',
  },
};
