/** The CRM invoice's refusals and the words of its PDF, in both languages. */
export const invoiceTexts = {
  orderNotFound: { en: 'Store order not found', zh: '店铺订单不存在' },
  notPaid: {
    en: 'This store order has no paid fulfilment yet: pay it on Order Payment first',
    zh: '该店铺订单尚未支付履约费用：请先在“订单支付”中支付',
  },
  pdf: {
    title: { en: 'Invoice', zh: '发票' },
    number: { en: 'Invoice number', zh: '发票号' },
    issued: { en: 'Issued', zh: '开具日期' },
    billedTo: { en: 'Billed to', zh: '付款方' },
    store: { en: 'Store', zh: '店铺' },
    shopOrder: { en: 'Store order', zh: '店铺订单' },
    placed: { en: 'Placed', zh: '下单时间' },
    shipTo: { en: 'Ship to', zh: '收货地址' },
    order: { en: 'Mall order', zh: '商城订单' },
    product: { en: 'Product', zh: '商品' },
    quantity: { en: 'Qty', zh: '数量' },
    unitPrice: { en: 'Unit price', zh: '单价' },
    amount: { en: 'Amount', zh: '金额' },
    total: { en: 'Total paid', zh: '实付合计' },
    payments: { en: 'Payments', zh: '支付记录' },
    costs: {
      products: { en: 'Product purchase cost', zh: '商品采购成本' },
      fees: { en: 'Service and handling fees', zh: '服务及操作费用' },
      carrier: { en: 'Carrier', zh: '运费' },
      discount: { en: 'Discount', zh: '优惠' },
    },
    payTypes: {
      1: { en: 'Boleto', zh: 'Boleto' },
      2: { en: 'Pix', zh: 'Pix' },
      3: { en: 'Balance', zh: '余额' },
      4: { en: 'Card', zh: '银行卡' },
      5: { en: 'Nothing due', zh: '无需支付' },
      unknown: { en: 'Paid', zh: '已支付' },
    },
  },
} as const;
