/** What the test fixtures answer when they cannot build what was asked, in both languages. */
export const text = {
  noOperator: {
    en: 'No operator to certify the business: the fixtures need the demo data (SEED_DEMO=true)',
    zh: '没有可以审核商家的运营人员：测试数据需要演示数据（SEED_DEMO=true）',
  },
  noCatalogue: {
    en: 'No category chain or product type for the products: the fixtures need the demo data',
    zh: '没有可用的三级类目或商品类型：测试数据需要演示数据',
  },
  productsNeedCertified: {
    en: 'Only a certified business sells products: leave certified on to ask for products',
    zh: '只有认证商家才能销售商品：需要商品时请保持认证',
  },
  unknownCoupon: {
    en: 'No coupon template is titled {title}',
    zh: '没有名为 {title} 的优惠券模板',
  },
  identityTaken: {
    en: 'This e-mail or mobile number is already registered',
    zh: '该邮箱或手机号已被注册',
  },
};
